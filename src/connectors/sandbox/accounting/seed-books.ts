import type {
  AccountingAnalyticDistribution,
  AccountingInvoiceType,
  Folder,
  LedgerAccountType,
} from '../../../model/accounting/index.js';
import type { Contact } from '../../../model/index.js';
import { addDays } from '../../local-time.js';
import { isoDate, isoDateTime, utcDay } from '../dates.js';
import { seedContacts } from '../invoicing/contacts/seed.js';
import { sameInstant, stored } from '../kit.js';
import type { SandboxRecord } from '../types.js';
import {
  KINDS,
  round2,
  type StoredAccount,
  type StoredAnalyticAccount,
  type StoredAttachment,
  type StoredBookYear,
  type StoredEntry,
  type StoredInvoice,
  type StoredInvoiceLine,
  type StoredJournal,
  type StoredLine,
  type StoredMatching,
  type StoredPartner,
  type StoredVatCode,
} from './books.js';
import { imbalance, invoicePosting, isSale, PCMN, paymentPosting } from './posting.js';

/**
 * The books of the two companies the Sandbox Accounting starts with: a hotel in Brussels (whose
 * clients and suppliers are the Sandbox Invoicing's contacts) and a bistro in Antwerp, on the
 * Belgian minimum chart (PCMN). Every amount in the ledger comes from posting documents (opening
 * balances, invoices, payments matched with them, bank fees, depreciation, salaries) through
 * `posting.ts`, as the writes do; each entry is checked balanced here. Dates count from today.
 */

/** A small PDF, attached to a few invoices and entries. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
).toString('base64');

const CHART: [number: string, name: string, type: LedgerAccountType][] = [
  ['100000', 'Capital souscrit', 'other'],
  ['130000', 'Réserve légale', 'other'],
  ['140000', 'Bénéfice reporté', 'other'],
  ['240000', 'Mobilier et matériel roulant', 'other'],
  ['240900', 'Mobilier et matériel roulant — amortissements actés', 'other'],
  [PCMN.customers, 'Clients', 'receivable'],
  [PCMN.vatDeductible, 'TVA à récupérer', 'vat'],
  [PCMN.suppliers, 'Fournisseurs', 'payable'],
  [PCMN.vatDue, 'TVA à payer', 'vat'],
  ['453000', 'Précomptes retenus', 'other'],
  ['455000', 'Rémunérations', 'other'],
  ['499000', 'Comptes d’attente', 'other'],
  [PCMN.bank, 'Banque — compte courant', 'bank'],
  ['570000', 'Caisse', 'cash'],
  ['580000', 'Virements internes', 'other_financial'],
  ['604000', 'Achats de marchandises', 'expense'],
  ['610000', 'Loyers et charges locatives', 'expense'],
  ['611000', 'Entretien et réparations', 'expense'],
  ['612000', 'Énergie', 'expense'],
  ['613000', 'Fournitures et honoraires', 'expense'],
  ['614000', 'Transport et logistique', 'expense'],
  ['620000', 'Rémunérations et charges sociales', 'expense'],
  ['630000', 'Dotations aux amortissements', 'other_expense'],
  ['650000', 'Charges financières', 'other_expense'],
  ['700000', 'Ventes — hébergement', 'income'],
  ['701000', 'Ventes — restauration', 'income'],
  ['702000', 'Ventes — séminaires et événements', 'income'],
  ['740000', 'Produits d’exploitation divers', 'income'],
  ['750000', 'Produits financiers', 'income'],
];

const VAT: [key: string, label: string, rate: number, type: 'sale' | 'purchase', scope: 'nat' | 'eu'][] = [
  ['s21', 'TVA 21 % ventes', 21, 'sale', 'nat'],
  ['s12', 'TVA 12 % ventes', 12, 'sale', 'nat'],
  ['s6', 'TVA 6 % ventes', 6, 'sale', 'nat'],
  ['s0', 'TVA 0 % ventes intracommunautaires', 0, 'sale', 'eu'],
  ['p21', 'TVA 21 % achats', 21, 'purchase', 'nat'],
  ['p6', 'TVA 6 % achats', 6, 'purchase', 'nat'],
  ['p0', 'TVA 0 % achats intracommunautaires', 0, 'purchase', 'eu'],
];

const TERMS: [days: number, name: string][] = [
  [0, 'Comptant'],
  [15, '15 jours'],
  [30, '30 jours'],
];

const METHODS: [key: string, name: string][] = [
  ['transfer', 'Virement bancaire'],
  ['card', 'Carte bancaire'],
  ['cash', 'Espèces'],
  ['direct-debit', 'Domiciliation'],
];

/** An invoice line: text, quantity, unit price, account, VAT key, analytic account keys by plan. */
type LineSpec = [string, number, number, string, string, string[]];

interface InvoiceSpec {
  key: string;
  type: AccountingInvoiceType;
  partner: string;
  day: number;
  term: number;
  lines: LineSpec[];
  draft?: boolean;
  approval?: StoredInvoice['approval_status'];
  reference?: string;
}

/** A payment: the day, and the invoices it settles with the amount for each ('full': what is open). */
interface PaymentSpec {
  day: number;
  settles: [invoiceKey: string, amount: number | 'full'][];
}

/** A bare entry (opening balances, fees, depreciation, salaries): journal role, day, lines. */
interface EntrySpec {
  journal: 'bank' | 'misc';
  day: number | 'opening';
  reference: string;
  lines: [account: string, debit: number, credit: number, analytic: string[]][];
  attach?: boolean;
}

interface FolderSpec {
  id: string;
  name: string;
  vat: string;
  companyNumber: string;
  address: Folder['addresses'] extends (infer A)[] | null ? A : never;
  journals: Record<'sales' | 'purchases' | 'bank' | 'misc', [code: string, name: string]>;
  iban: string;
  bankName: string;
  /** The analytic plans: the first is the default one; each with its accounts (key, code, name). */
  plans: [key: string, name: string, accounts: [key: string, code: string, name: string][]][];
  partners: StoredPartner[];
  contacts: Record<string, unknown>[];
  employees: [first: string, last: string, job: string][];
  invoices: InvoiceSpec[];
  payments: PaymentSpec[];
  entries: EntrySpec[];
  /** Invoices (by key) that have a file attached. */
  attached: string[];
}

const ADDRESS_NULLS = { name: null, box: null, phone: null, mobile: null, email: null };

function partner(
  folder: string,
  id: string,
  roles: { client?: boolean; supplier?: boolean },
  fields: Partial<StoredPartner> & { name: string },
  updated: string,
): StoredPartner {
  const client = roles.client ?? false;
  return {
    id,
    folder_id: folder,
    client,
    supplier: roles.supplier ?? false,
    external_reference: null,
    first_name: null,
    last_name: null,
    function: null,
    is_company: true,
    company_id: null,
    phone: null,
    mobile: null,
    email: null,
    language: null,
    internal_notes: null,
    website: null,
    vat: null,
    company_number: null,
    iban: null,
    bank_account: null,
    currency: 'EUR',
    active: true,
    account_number: client ? PCMN.customers : PCMN.suppliers,
    third_party_account: null,
    last_updated_on: updated,
    addresses: [],
    bank_accounts: [],
    ...fields,
  };
}

/** The Invoicing Sandbox's customers and suppliers as the hotel's partners (same ids, same data). */
function invoicingPartners(folder: string, updated: string): StoredPartner[] {
  return seedContacts()
    .filter((c) => (c.is_customer || c.is_supplier) && c.company_id === null)
    .map((c: Contact) =>
      partner(
        folder,
        c.id,
        { client: c.is_customer ?? false, supplier: c.is_supplier ?? false },
        {
          name: c.is_company ? (c.company_name ?? c.id) : `${c.first_name} ${c.last_name}`,
          first_name: c.first_name,
          last_name: c.last_name,
          is_company: c.is_company,
          email: c.email,
          phone: c.phone,
          mobile: c.mobile,
          language: c.language,
          internal_notes: c.comment,
          vat: c.vat,
          company_number: c.company_number,
          currency: c.currency ?? 'EUR',
          external_reference: c.external_reference,
          third_party_account: c.source_ref?.id ?? null,
          addresses: (c.addresses ?? []).map((a) => ({ ...a })),
        },
        updated,
      ),
    );
}

/** The persons of the Invoicing Sandbox who work at one of those companies: their contacts. */
function invoicingContacts(folder: string, partners: readonly StoredPartner[]): Record<string, unknown>[] {
  const known = new Set(partners.map((p) => p.id));
  return seedContacts()
    .filter((c) => c.company_id !== null && known.has(c.company_id))
    .map((c) => ({
      id: c.id,
      folder_id: folder,
      partner_id: c.company_id,
      name: `${c.first_name} ${c.last_name}`,
      first_name: c.first_name,
      last_name: c.last_name,
      function: null,
      email: c.email,
      phone: c.phone,
      mobile: c.mobile,
    }));
}

function hotel(updated: string): FolderSpec {
  const id = 'sablon';
  const partners = invoicingPartners(id, updated);
  return {
    id,
    name: 'Hôtel du Sablon SRL',
    vat: 'BE0477472701',
    companyNumber: '0477.472.701',
    address: {
      street: 'Rue de la Régence',
      number: '42',
      box: null,
      postal_code: '1000',
      city: 'Bruxelles',
      country: 'BE',
    },
    journals: {
      sales: ['VEN', 'Ventes'],
      purchases: ['ACH', 'Achats'],
      bank: ['BNK', 'Banque KBC'],
      misc: ['OD', 'Opérations diverses'],
    },
    iban: 'BE68539007547034',
    bankName: 'KBC Bank',
    plans: [
      [
        'dept',
        'Départements',
        [
          ['rooms', 'ROOMS', 'Hébergement'],
          ['fnb', 'FNB', 'Restauration'],
          ['adm', 'ADM', 'Administration'],
        ],
      ],
      [
        'proj',
        'Projets',
        [
          ['seminars', 'SEM', 'Séminaires'],
          ['reno', 'RENO', 'Rénovation des chambres'],
        ],
      ],
    ],
    partners,
    contacts: invoicingContacts(id, partners),
    employees: [
      ['Sophie', 'Lambert', 'Directrice'],
      ['Mehdi', 'Benali', 'Réceptionniste'],
      ['Clara', 'Dubois', 'Cheffe de cuisine'],
    ],
    invoices: [
      {
        key: 'S1',
        type: 'customer_invoice',
        partner: 'contact-0001',
        day: -70,
        term: 30,
        lines: [
          ['Séminaire — location de salle', 1, 850, '702000', 's21', ['rooms', 'seminars']],
          ['Lunch séminaire', 24, 32.5, '701000', 's12', ['fnb', 'seminars']],
        ],
      },
      {
        key: 'P1',
        type: 'supplier_invoice',
        partner: 'contact-0008',
        day: -68,
        term: 30,
        reference: 'PB-2291',
        approval: 'approved',
        lines: [['Fournitures de bureau', 1, 186.4, '613000', 'p21', ['adm']]],
      },
      {
        key: 'S2',
        type: 'customer_invoice',
        partner: 'contact-0001',
        day: -62,
        term: 30,
        lines: [['Nuitées — chambre double', 4, 145, '700000', 's6', ['rooms']]],
      },
      {
        key: 'S3',
        type: 'customer_invoice',
        partner: 'contact-0009',
        day: -55,
        term: 0,
        lines: [
          ['Nuitée — chambre single', 2, 118, '700000', 's6', ['rooms']],
          ['Petit-déjeuner', 2, 19.5, '701000', 's12', ['fnb']],
        ],
      },
      {
        key: 'P2',
        type: 'supplier_invoice',
        partner: 'contact-0003',
        day: -52,
        term: 30,
        reference: 'VDL-7781',
        approval: 'approved',
        lines: [['Transport de mobilier', 1, 1250, '614000', 'p21', ['adm', 'reno']]],
      },
      {
        key: 'R1',
        type: 'customer_refund',
        partner: 'contact-0009',
        day: -50,
        term: 0,
        lines: [['Petit-déjeuner non servi', 1, 19.5, '701000', 's12', ['fnb']]],
      },
      {
        key: 'S4',
        type: 'customer_invoice',
        partner: 'contact-0003',
        day: -45,
        term: 30,
        lines: [
          ['Nuitées — équipe logistique', 6, 132, '700000', 's6', ['rooms']],
          ['Dîners', 6, 38.9, '701000', 's12', ['fnb']],
          ['Parking', 6, 15, '740000', 's21', ['rooms']],
        ],
      },
      {
        key: 'P3',
        type: 'supplier_invoice',
        partner: 'contact-0006',
        day: -33,
        term: 30,
        reference: 'DVT-2025-118',
        approval: 'approved',
        lines: [['Maintenance ascenseur', 1, 2400, '611000', 'p0', ['rooms', 'reno']]],
      },
      {
        key: 'S5',
        type: 'customer_invoice',
        partner: 'contact-0005',
        day: -30,
        term: 30,
        lines: [['Séminaire — location de salle', 2, 850, '702000', 's0', ['rooms', 'seminars']]],
      },
      {
        key: 'P4',
        type: 'supplier_invoice',
        partner: 'contact-0008',
        day: -15,
        term: 30,
        reference: 'PB-2377',
        approval: 'pending',
        lines: [['Papier et enveloppes', 3, 42.8, '613000', 'p21', ['adm']]],
      },
      {
        key: 'S6',
        type: 'customer_invoice',
        partner: 'contact-0001',
        day: -12,
        term: 30,
        lines: [['Réception — boissons', 80, 6.5, '701000', 's21', ['fnb', 'seminars']]],
      },
      {
        key: 'S7',
        type: 'customer_invoice',
        partner: 'contact-0009',
        day: -3,
        term: 15,
        draft: true,
        lines: [['Nuitée — chambre double', 1, 145, '700000', 's6', ['rooms']]],
      },
    ],
    payments: [
      { day: -55, settles: [['S3', 'full']] },
      {
        day: -40,
        settles: [
          ['S1', 'full'],
          ['S2', 'full'],
        ],
      },
      { day: -38, settles: [['P1', 'full']] },
      { day: -25, settles: [['P2', 800]] },
      { day: -20, settles: [['S4', 500]] },
    ],
    entries: [
      {
        journal: 'misc',
        day: 'opening',
        reference: 'Bilan d’ouverture',
        lines: [
          [PCMN.bank, 25_000, 0, []],
          ['240000', 18_000, 0, []],
          ['100000', 0, 30_000, []],
          ['140000', 0, 13_000, []],
        ],
      },
      { journal: 'bank', day: -60, reference: 'Frais bancaires', lines: bankFees(12.5) },
      {
        journal: 'misc',
        day: -35,
        reference: 'Amortissement mobilier',
        attach: true,
        lines: [
          ['630000', 600, 0, ['adm']],
          ['240900', 0, 600, []],
        ],
      },
      { journal: 'bank', day: -30, reference: 'Frais bancaires', lines: bankFees(12.5) },
      {
        journal: 'misc',
        day: -20,
        reference: 'Provision rémunérations',
        lines: [
          ['620000', 2520, 0, ['rooms']],
          ['620000', 1680, 0, ['fnb']],
          ['455000', 0, 4200, []],
        ],
      },
    ],
    attached: ['S1', 'P3'],
  };
}

function bistro(updated: string): FolderSpec {
  const id = 'schelde';
  const company = (
    key: string,
    roles: { client?: boolean; supplier?: boolean },
    name: string,
    vat: string,
    city: [string, string, string, string],
  ) =>
    partner(
      id,
      `schelde-${key}`,
      roles,
      {
        name,
        vat,
        language: 'nl',
        third_party_account: key.toUpperCase(),
        addresses: [
          {
            address_type: 'main',
            ...ADDRESS_NULLS,
            street: city[0],
            number: city[1],
            postal_code: city[2],
            city: city[3],
            country: 'BE',
          },
        ],
      },
      updated,
    );
  const partners = [
    company('c1', { client: true }, 'Havenhuis Events BV', 'BE0634512897', [
      'Zaha Hadidplein',
      '1',
      '2030',
      'Antwerpen',
    ]),
    partner(
      id,
      'schelde-c2',
      { client: true },
      {
        name: 'Lotte Janssens',
        first_name: 'Lotte',
        last_name: 'Janssens',
        is_company: false,
        email: 'lotte.janssens@telenet.be',
        language: 'nl',
        third_party_account: 'C2',
      },
      updated,
    ),
    company('c3', { client: true }, 'Studio Noord BV', 'BE0712893340', [
      'Noorderplaats',
      '7',
      '2000',
      'Antwerpen',
    ]),
    company('s1', { supplier: true }, 'Brouwerij Het Anker NV', 'BE0404179631', [
      'Guido Gezellelaan',
      '49',
      '2800',
      'Mechelen',
    ]),
    company('s2', { supplier: true }, 'Energie Antwerpen NV', 'BE0477445084', [
      'Brusselstraat',
      '1',
      '2018',
      'Antwerpen',
    ]),
    company('s3', { supplier: true }, 'Groothandel Schelde BV', 'BE0543218876', [
      'Blauwhoefstraat',
      '12',
      '2160',
      'Wommelgem',
    ]),
  ];
  return {
    id,
    name: 'Scheldekaai Bistro BV',
    vat: 'BE0628912345',
    companyNumber: '0628.912.345',
    address: {
      street: 'Scheldekaai',
      number: '8',
      box: null,
      postal_code: '2000',
      city: 'Antwerpen',
      country: 'BE',
    },
    journals: {
      sales: ['VRK', 'Verkopen'],
      purchases: ['AAN', 'Aankopen'],
      bank: ['BNK', 'Bank Belfius'],
      misc: ['DIV', 'Diverse verrichtingen'],
    },
    iban: 'BE71096123456769',
    bankName: 'Belfius Bank',
    plans: [
      [
        'dept',
        'Afdelingen',
        [
          ['floor', 'ZAAL', 'Zaal'],
          ['terrace', 'TERRAS', 'Terras'],
          ['adm', 'ADM', 'Administratie'],
        ],
      ],
      [
        'proj',
        'Projecten',
        [
          ['catering', 'CAT', 'Catering'],
          ['reno', 'RENO', 'Renovatie keuken'],
        ],
      ],
    ],
    partners,
    contacts: [
      contact(
        id,
        'schelde-k1',
        'schelde-c1',
        'Pieter',
        'Wouters',
        'Eventmanager',
        'pieter@havenhuis-events.be',
      ),
      contact(id, 'schelde-k2', 'schelde-s1', 'An', 'De Smet', 'Verkoop horeca', 'an.desmet@hetanker.be'),
    ],
    employees: [
      ['Jan', 'Peeters', 'Zaakvoerder'],
      ['Elif', 'Yilmaz', 'Kok'],
    ],
    invoices: [
      {
        key: 'P1',
        type: 'supplier_invoice',
        partner: 'schelde-s1',
        day: -64,
        term: 30,
        reference: 'HA-55120',
        approval: 'approved',
        lines: [['Vaten bier', 10, 128, '604000', 'p21', ['floor']]],
      },
      {
        key: 'S1',
        type: 'customer_invoice',
        partner: 'schelde-c1',
        day: -66,
        term: 15,
        lines: [
          ['Catering bedrijfsevent', 45, 38, '701000', 's12', ['floor', 'catering']],
          ['Dranken', 90, 4.8, '701000', 's21', ['floor', 'catering']],
        ],
      },
      {
        key: 'S2',
        type: 'customer_invoice',
        partner: 'schelde-c3',
        day: -48,
        term: 30,
        lines: [['Zaalhuur', 1, 450, '702000', 's21', ['floor']]],
      },
      {
        key: 'P2',
        type: 'supplier_invoice',
        partner: 'schelde-s3',
        day: -47,
        term: 15,
        reference: 'GS-90411',
        approval: 'approved',
        lines: [['Groenten en vlees', 1, 1840.35, '604000', 'p6', ['floor']]],
      },
      {
        key: 'S3',
        type: 'customer_invoice',
        partner: 'schelde-c2',
        day: -41,
        term: 0,
        lines: [['Walking dinner', 12, 42, '701000', 's12', ['terrace']]],
      },
      {
        key: 'P3',
        type: 'supplier_invoice',
        partner: 'schelde-s2',
        day: -28,
        term: 30,
        reference: 'EA-2025-0931',
        approval: 'approved',
        lines: [['Elektriciteit', 1, 612.4, '612000', 'p21', ['adm']]],
      },
      {
        key: 'S4',
        type: 'customer_invoice',
        partner: 'schelde-c1',
        day: -18,
        term: 30,
        lines: [['Lunchbuffet', 30, 24.5, '701000', 's12', ['floor', 'catering']]],
      },
      {
        key: 'P4',
        type: 'supplier_invoice',
        partner: 'schelde-s1',
        day: -9,
        term: 30,
        reference: 'HA-55391',
        approval: 'pending',
        lines: [['Vaten bier', 6, 128, '604000', 'p21', ['terrace']]],
      },
    ],
    payments: [
      { day: -50, settles: [['S1', 'full']] },
      { day: -45, settles: [['P1', 'full']] },
      { day: -41, settles: [['S3', 'full']] },
      { day: -30, settles: [['S2', 300]] },
      { day: -30, settles: [['P2', 'full']] },
    ],
    entries: [
      {
        journal: 'misc',
        day: 'opening',
        reference: 'Openingsbalans',
        lines: [
          [PCMN.bank, 12_000, 0, []],
          ['100000', 0, 12_000, []],
        ],
      },
      { journal: 'bank', day: -60, reference: 'Bankkosten', lines: bankFees(9.75) },
      {
        journal: 'misc',
        day: -35,
        reference: 'Afschrijving meubilair',
        lines: [
          ['630000', 250, 0, ['adm']],
          ['240900', 0, 250, []],
        ],
      },
      { journal: 'bank', day: -30, reference: 'Bankkosten', lines: bankFees(9.75) },
      {
        journal: 'misc',
        day: -20,
        reference: 'Provisie lonen',
        attach: true,
        lines: [
          ['620000', 2600, 0, ['floor']],
          ['455000', 0, 2600, []],
        ],
      },
    ],
    attached: ['S1'],
  };
}

function bankFees(amount: number): EntrySpec['lines'] {
  return [
    ['650000', amount, 0, ['adm']],
    [PCMN.bank, 0, amount, []],
  ];
}

function contact(
  folder: string,
  id: string,
  partnerId: string,
  first: string,
  last: string,
  job: string,
  email: string,
): Record<string, unknown> {
  return {
    id,
    folder_id: folder,
    partner_id: partnerId,
    name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    function: job,
    email,
    phone: null,
    mobile: null,
  };
}

/** The Belgian structured communication (+++123/4567/89012+++) of a number: 10 digits, mod 97. */
function structuredCommunication(base: number): string {
  const digits = String(base).padStart(10, '0').slice(-10);
  const check = Number(BigInt(digits) % 97n) || 97;
  const all = `${digits}${String(check).padStart(2, '0')}`;
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** Every record of one folder, by posting its documents in the order of their days. */
function folderBooks(spec: FolderSpec, now: Date, index: number): SandboxRecord[] {
  const f = spec.id;
  const day = (n: number) => isoDate(utcDay(now, n));
  const at = (n: number) => isoDateTime(utcDay(now, n) + 9 * 3_600_000);
  const year = now.getUTCFullYear();
  const out: SandboxRecord[] = [];
  const put = <T extends { id: string }>(kind: string, data: T) => out.push(stored(kind, data));

  const folder: Folder & { folder_id: string } = {
    id: f,
    folder_id: f,
    name: spec.name,
    selected: true,
    active: true,
    vat: spec.vat,
    company_number: spec.companyNumber,
    main_currency: 'EUR',
    addresses: [spec.address],
  };
  put(KINDS.folder, folder);
  const bookYears: StoredBookYear[] = [year - 1, year].map((y) => ({
    id: `${f}-by-${y}`,
    folder_id: f,
    name: String(y),
    start: `${y}-01-01`,
    end: `${y}-12-31`,
    closed: false,
  }));
  for (const b of bookYears) put(KINDS.bookYear, b);

  const journal = (
    role: keyof FolderSpec['journals'],
    type: StoredJournal['journal_type'],
  ): StoredJournal => ({
    id: `${f}-jrn-${role}`,
    folder_id: f,
    code: spec.journals[role][0],
    name: spec.journals[role][1],
    journal_type: type,
    counterpart_account: role === 'bank' ? PCMN.bank : null,
    unallocated_account: role === 'bank' ? '499000' : null,
    iban: role === 'bank' ? spec.iban : null,
    currency: 'EUR',
  });
  const journals = {
    sales: journal('sales', 'customer_invoice'),
    purchases: journal('purchases', 'supplier_invoice'),
    bank: journal('bank', 'financial_operation'),
    misc: journal('misc', 'miscellaneous_operation'),
  };
  for (const j of Object.values(journals)) put(KINDS.journal, j);

  const scheme = `${f}-scheme-pcmn`;
  put(KINDS.scheme, { id: scheme, folder_id: f, code: 'PCMN', name: 'Plan comptable minimum normalisé' });
  for (const [number, name, type] of CHART) {
    const account: StoredAccount = {
      id: `${f}-${number}`,
      folder_id: f,
      number,
      name,
      active: true,
      type,
      scheme_ids: [scheme],
      accounting_category: `Classe ${number[0]}`,
    };
    put(KINDS.account, account);
  }
  const vatCodes = new Map<string, StoredVatCode>();
  for (const [key, label, rate, type, scope] of VAT) {
    const code: StoredVatCode = {
      id: `${f}-vat-${key}`,
      folder_id: f,
      code: key.toUpperCase(),
      label,
      rate,
      type,
      scope,
      deductible_account: type === 'purchase' ? PCMN.vatDeductible : null,
      payable_account: type === 'sale' ? PCMN.vatDue : null,
      active: true,
    };
    vatCodes.set(code.id, code);
    put(KINDS.vatCode, code);
  }
  for (const [days, name] of TERMS) put(KINDS.paymentTerm, { id: `${f}-term-${days}`, folder_id: f, name });
  for (const [key, name] of METHODS) put(KINDS.paymentMethod, { id: `${f}-pm-${key}`, folder_id: f, name });
  spec.employees.forEach(([first, last, job], i) => {
    put(KINDS.employee, {
      id: `${f}-emp-${i + 1}`,
      folder_id: f,
      name: `${first} ${last}`,
      first_name: first,
      last_name: last,
      function: job,
      phone: null,
      mobile: null,
      email: `${first}.${last}@${f}.example`.toLowerCase(),
      active: true,
      reference: `EMP-${i + 1}`,
      account_number: '455000',
    });
  });
  put(KINDS.bankAccount, {
    id: `${f}-bank-1`,
    folder_id: f,
    code: journals.bank.code,
    currency: 'EUR',
    account_name: journals.bank.name,
    account_number: spec.iban.slice(4),
    iban: spec.iban,
    bank_name: spec.bankName,
    journal_id: journals.bank.id,
    ledger_account: PCMN.bank,
    unallocated_account: '499000',
  });

  const analyticIds = new Map<string, [plan: string, account: string]>();
  for (const [planKey, planName, accounts] of spec.plans) {
    const plan = `${f}-plan-${planKey}`;
    put(KINDS.analyticPlan, { id: plan, folder_id: f, name: planName, active: true, parent_id: null });
    for (const [key, code, name] of accounts) {
      const account: StoredAnalyticAccount = {
        id: `${f}-ana-${key}`,
        folder_id: f,
        analytic_plan: plan,
        code,
        name,
        active: true,
        currency: 'EUR',
      };
      analyticIds.set(key, [plan, account.id]);
      put(KINDS.analyticAccount, account);
    }
  }
  /** Each key's account at 100 % in its own plan. */
  const distribution = (keys: string[]): AccountingAnalyticDistribution[] =>
    keys.map((key) => {
      const [plan, account] = analyticIds.get(key)!;
      return { analytic_plan: plan, analytic_accounts: [{ analytic_account: account, percentage: 100 }] };
    });

  for (const p of spec.partners) put(KINDS.partner, p);
  for (const c of spec.contacts) put(KINDS.contact, c as { id: string });

  // ---- the ledger --------------------------------------------------------------------------
  const entries: StoredEntry[] = [];
  const sequences = new Map<string, number>();
  const numberIn = (j: StoredJournal, date: string) => {
    const key = `${j.id}/${date.slice(0, 4)}`;
    const n = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, n);
    return `${j.code}/${date.slice(0, 4)}/${String(n).padStart(4, '0')}`;
  };
  const post = (entry: StoredEntry) => {
    if (imbalance(entry.lines) !== 0) throw new Error(`Sandbox seed: entry ${entry.id} is not balanced`);
    entries.push(entry);
  };
  const bare = (
    id: string,
    j: StoredJournal,
    date: string,
    reference: string | null,
    source: StoredEntry['source'],
    lines: StoredLine[],
    updated: string,
  ): StoredEntry => ({
    id,
    folder_id: f,
    journal_id: j.id,
    name: numberIn(j, date),
    reference,
    date,
    due_date: null,
    posted: true,
    source,
    currency: 'EUR',
    payment_method_id: null,
    lines,
    updated_at: updated,
  });

  // Documents are posted in the order of their days, so the numbers follow the dates.
  type Event = { day: number; order: number; run: () => void };
  const events: Event[] = [];
  const invoices = new Map<string, StoredInvoice>();
  const invoiceEntries = new Map<string, StoredEntry>();

  spec.invoices.forEach((inv, i) => {
    events.push({
      day: inv.day,
      order: i,
      run: () => {
        const id = `${f}-inv-${inv.key.toLowerCase()}`;
        const sale = isSale(inv.type);
        const j = sale ? journals.sales : journals.purchases;
        const date = day(inv.day);
        const lines: StoredInvoiceLine[] = inv.lines.map(
          ([description, quantity, unit_price, account, vat, keys], n) => ({
            line_number: n + 1,
            description,
            quantity,
            unit_price,
            unit_of_measure: null,
            account_number: account,
            tax_code: `${f}-vat-${vat}`,
            tax_rate: vatCodes.get(`${f}-vat-${vat}`)!.rate,
            analytic_distribution: distribution(keys),
          }),
        );
        const number = numberIn(j, date);
        const invoice: StoredInvoice = {
          id,
          folder_id: f,
          invoice_type: inv.type,
          invoice_number: number,
          currency: 'EUR',
          reference: inv.reference ?? null,
          payment_communication: sale ? structuredCommunication((index + 1) * 1_000_000 + i + 1) : null,
          customer_memo: sale ? 'Merci pour votre confiance.' : null,
          payment_term_id: `${f}-term-${inv.term}`,
          payment_method_id: `${f}-pm-transfer`,
          invoice_date: date,
          due_date: addDays(date, inv.term),
          delivery_date: date,
          partner_id: inv.partner,
          journal_id: j.id,
          status: inv.draft ? 'draft' : 'posted',
          approval_status: inv.approval ?? 'unknown',
          lines,
          updated_at: at(inv.day),
        };
        const entry: StoredEntry = {
          id,
          folder_id: f,
          journal_id: j.id,
          name: number,
          reference: inv.reference ?? number,
          date,
          due_date: invoice.due_date,
          posted: !inv.draft,
          source: 'invoice',
          currency: 'EUR',
          payment_method_id: invoice.payment_method_id,
          lines: invoicePosting(id, invoice, vatCodes),
          updated_at: invoice.updated_at,
        };
        post(entry);
        invoices.set(inv.key, invoice);
        invoiceEntries.set(inv.key, entry);
      },
    });
  });

  const matchings: StoredMatching[] = [];
  // What is still open on each invoice's partner line as the payments are posted.
  const open = new Map<string, number>();
  spec.payments.forEach((pay, i) => {
    events.push({
      day: pay.day,
      // After the invoices of the same day.
      order: 1000 + i,
      run: () => {
        const id = `${f}-pay-${i + 1}`;
        const date = day(pay.day);
        const first = invoiceEntries.get(pay.settles[0]![0])!;
        const partnerLine = first.lines[0]!;
        const settled = pay.settles.map(([key, amount]) => {
          const entry = invoiceEntries.get(key)!;
          const line = entry.lines[0]!;
          const signed = line.debit - line.credit;
          const left = open.get(line.id) ?? signed;
          const value = amount === 'full' ? Math.abs(left) : amount;
          open.set(line.id, round2(left - Math.sign(signed) * value));
          return { line, value: round2(value), signed };
        });
        const total = round2(settled.reduce((s, x) => s + Math.sign(x.signed) * x.value, 0));
        const names = pay.settles.map(([key]) => invoices.get(key)!.invoice_number).join(', ');
        const entry = bare(
          id,
          journals.bank,
          date,
          names,
          'payment',
          paymentPosting(
            id,
            PCMN.bank,
            partnerLine.account_number,
            partnerLine.partner_id!,
            total,
            `Paiement ${names}`,
          ),
          at(pay.day),
        );
        entry.payment_method_id = `${f}-pm-transfer`;
        post(entry);
        const paymentLine = entry.lines[1]!;
        const m = matchings.length + 1;
        matchings.push({
          id: `${f}-match-${m}`,
          folder_id: f,
          number: `M${String(m).padStart(4, '0')}`,
          date,
          partials: settled.map(({ line, value, signed }) =>
            signed > 0
              ? { debit_line: line.id, credit_line: paymentLine.id, amount: value }
              : { debit_line: paymentLine.id, credit_line: line.id, amount: value },
          ),
        });
      },
    });
  });

  spec.entries.forEach((e, i) => {
    const opening = e.day === 'opening';
    events.push({
      // The opening entry is dated the first day of last year: before every other document.
      day: opening ? Number.NEGATIVE_INFINITY : (e.day as number),
      order: 2000 + i,
      run: () => {
        const id = `${f}-${e.journal === 'bank' ? 'bnk' : 'od'}-${i + 1}`;
        const date = opening ? `${year - 1}-01-01` : day(e.day as number);
        const lines = e.lines.map(
          ([account, debit, credit, keys], n): StoredLine => ({
            id: `${id}-${n + 1}`,
            account_number: account,
            partner_id: null,
            description: e.reference,
            debit,
            credit,
            analytic_distribution: distribution(keys),
          }),
        );
        const entry = bare(
          id,
          e.journal === 'bank' ? journals.bank : journals.misc,
          date,
          e.reference,
          e.journal === 'bank' ? 'bank' : 'misc',
          lines,
          opening ? `${year - 1}-01-01T09:00:00Z` : at(e.day as number),
        );
        post(entry);
        if (e.attach) {
          const attachment: StoredAttachment = {
            id: `${id}-file`,
            folder_id: f,
            document_type: 'entry',
            document_id: id,
            name: `${e.reference}.pdf`,
            base64_string: PDF,
          };
          put(KINDS.attachment, attachment);
        }
      },
    });
  });

  events.sort((a, b) => a.day - b.day || a.order - b.order);
  for (const event of events) event.run();

  for (const invoice of invoices.values()) put(KINDS.invoice, invoice);
  for (const entry of entries) put(KINDS.entry, entry);
  for (const m of matchings) put(KINDS.matching, m);
  for (const key of spec.attached) {
    const invoice = invoices.get(key)!;
    const attachment: StoredAttachment = {
      id: `${invoice.id}-file`,
      folder_id: f,
      document_type: 'invoice',
      document_id: invoice.id,
      name: `${invoice.invoice_number.replaceAll('/', '-')}.pdf`,
      base64_string: PDF,
    };
    put(KINDS.attachment, attachment);
  }
  return out;
}

/** Every record of the Sandbox Accounting's seed, made once per instant. */
export const seedBooks = sameInstant((now: Date): SandboxRecord[] => {
  const updated = isoDateTime(utcDay(now, -90));
  return [...folderBooks(hotel(updated), now, 0), ...folderBooks(bistro(updated), now, 1)];
});

/** The seed's records of one kind, in their order. */
export function seedOf(kind: string): (now: Date) => SandboxRecord[] {
  return (now) => seedBooks(now).filter((r) => r.kind === kind);
}
