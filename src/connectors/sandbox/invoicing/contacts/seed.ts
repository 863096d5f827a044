import type { Contact, InvoicingAddress } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

/**
 * Companies, and persons linked to them through company_id. Account numbers are the Belgian
 * chart's collective accounts (400000 customers, 440000 suppliers).
 */

export const KIND = 'contact';

function address(
  address_type: InvoicingAddress['address_type'],
  name: string,
  street: string,
  number: string,
  box: string | null,
  postal_code: string,
  city: string,
  country: string,
): InvoicingAddress {
  return {
    address_type,
    name,
    street,
    number,
    box,
    city,
    postal_code,
    country,
    phone: null,
    mobile: null,
    email: null,
  };
}

type ContactFields = Omit<Contact, 'id' | 'source_ref' | 'raw'>;

const CONTACT_DEFAULTS: ContactFields = {
  is_prospect: false,
  is_customer: false,
  is_supplier: false,
  is_company: false,
  company_name: null,
  first_name: null,
  last_name: null,
  email: null,
  phone: null,
  mobile: null,
  company_id: null,
  vat: null,
  company_number: null,
  currency: 'EUR',
  language: null,
  comment: null,
  customer_account_number: null,
  supplier_account_number: null,
  birthdate: null,
  gender: null,
  addresses: [],
  external_reference: null,
};

function contact(n: number, fields: Partial<ContactFields>): Contact {
  const id = `contact-${String(n).padStart(4, '0')}`;
  return {
    id,
    source_ref: { id: String(200 + n), model: 'sandbox.partner' },
    ...CONTACT_DEFAULTS,
    ...fields,
  };
}

export function seedContacts(): Contact[] {
  return [
    contact(1, {
      is_customer: true,
      is_company: true,
      company_name: 'Brasserie du Sablon SRL',
      email: 'compta@brasseriedusablon.be',
      phone: '+32 2 512 34 56',
      vat: 'BE0456789133',
      company_number: '0456.789.133',
      language: 'fr_BE',
      customer_account_number: '400000',
      addresses: [
        address(
          'main',
          'Brasserie du Sablon SRL',
          'Rue de la Régence',
          '42',
          null,
          '1000',
          'Bruxelles',
          'BE',
        ),
      ],
      external_reference: 'CRM-1001',
    }),
    contact(2, {
      company_name: 'Brasserie du Sablon SRL',
      first_name: 'Julie',
      last_name: 'Mertens',
      email: 'julie.mertens@brasseriedusablon.be',
      phone: '+32 2 512 34 57',
      mobile: '+32 475 12 34 56',
      company_id: 'contact-0001',
      language: 'fr_BE',
      comment: 'Operations manager, approves purchases',
    }),
    contact(3, {
      is_customer: true,
      is_supplier: true,
      is_company: true,
      company_name: 'Van Damme Logistics NV',
      email: 'boekhouding@vandammelogistics.be',
      phone: '+32 3 541 22 10',
      vat: 'BE0712345630',
      company_number: '0712.345.630',
      language: 'nl_BE',
      comment: 'Also rents us storage space (supplier)',
      customer_account_number: '400000',
      supplier_account_number: '440000',
      addresses: [
        address('main', 'Van Damme Logistics NV', 'Noorderlaan', '133', '3', '2030', 'Antwerpen', 'BE'),
        address(
          'delivery',
          'Van Damme Logistics NV - Warehouse 7',
          'Scheldelaan',
          '460',
          null,
          '2040',
          'Antwerpen',
          'BE',
        ),
      ],
      external_reference: 'CRM-1002',
    }),
    contact(4, {
      company_name: 'Van Damme Logistics NV',
      first_name: 'Koen',
      last_name: 'Peeters',
      email: 'koen.peeters@vandammelogistics.be',
      mobile: '+32 486 55 01 23',
      company_id: 'contact-0003',
      language: 'nl_BE',
    }),
    contact(5, {
      is_customer: true,
      is_company: true,
      company_name: 'Atelier Lumière SAS',
      email: 'factures@atelier-lumiere.fr',
      phone: '+33 3 20 55 12 34',
      vat: 'FR72823456785',
      company_number: '823456785',
      language: 'fr_FR',
      customer_account_number: '400000',
      addresses: [
        address('main', 'Atelier Lumière SAS', 'Rue Esquermoise', '18', null, '59800', 'Lille', 'FR'),
      ],
      external_reference: 'CRM-1003',
    }),
    contact(6, {
      is_supplier: true,
      is_company: true,
      company_name: 'De Vries Techniek B.V.',
      email: 'finance@devriestechniek.nl',
      phone: '+31 30 231 44 00',
      vat: 'NL812345678B01',
      company_number: '30123456',
      language: 'en_US',
      supplier_account_number: '440000',
      addresses: [
        address('main', 'De Vries Techniek B.V.', 'Oudegracht', '231', null, '3511 NK', 'Utrecht', 'NL'),
      ],
    }),
    contact(7, {
      company_name: 'De Vries Techniek B.V.',
      first_name: 'Sanne',
      last_name: 'de Vries',
      email: 'sanne@devriestechniek.nl',
      phone: '+31 30 231 44 01',
      company_id: 'contact-0006',
      language: 'en_US',
    }),
    contact(8, {
      is_supplier: true,
      is_company: true,
      company_name: 'Papeterie Bruxelloise SA',
      email: 'info@papeterie-bruxelloise.be',
      phone: '+32 2 736 90 00',
      vat: 'BE0832456770',
      company_number: '0832.456.770',
      language: 'fr_BE',
      supplier_account_number: '440000',
      addresses: [
        address(
          'main',
          'Papeterie Bruxelloise SA',
          'Chaussée de Louvain',
          '250',
          null,
          '1030',
          'Schaerbeek',
          'BE',
        ),
      ],
    }),
    contact(9, {
      is_customer: true,
      first_name: 'Thomas',
      last_name: 'Claes',
      email: 'thomas.claes@telenet.be',
      mobile: '+32 494 87 65 43',
      language: 'nl_BE',
      customer_account_number: '400000',
      birthdate: '1986-04-23',
      gender: 'H',
      addresses: [address('main', 'Thomas Claes', 'Korenmarkt', '7', '2', '9000', 'Gent', 'BE')],
    }),
    contact(10, {
      is_prospect: true,
      is_company: true,
      company_name: 'Greenfield Events SRL',
      email: 'hello@greenfield-events.be',
      phone: '+32 4 222 18 90',
      vat: 'BE0678901218',
      company_number: '0678.901.218',
      language: 'fr_BE',
      comment: 'Met at the Horeca Expo',
      addresses: [
        address('main', 'Greenfield Events SRL', "Boulevard d'Avroy", '55', null, '4000', 'Liège', 'BE'),
      ],
    }),
    contact(11, {
      is_prospect: true,
      company_name: 'Greenfield Events SRL',
      first_name: 'Marie',
      last_name: 'Leroy',
      email: 'marie.leroy@greenfield-events.be',
      mobile: '+32 478 90 12 34',
      company_id: 'contact-0010',
      language: 'fr_BE',
    }),
  ];
}

/** The name a document or a bank statement shows for a contact: its company's, or the person's. */
export function partnerName(contact: Contact): string {
  return contact.is_company ? (contact.company_name ?? '') : `${contact.first_name} ${contact.last_name}`;
}

export function seed(): SandboxRecord[] {
  return seedContacts().map((c) => stored(KIND, c));
}
