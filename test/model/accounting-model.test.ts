import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as accounting from '../../src/model/accounting/index.js';
import {
  arrayElement,
  enumValues,
  httpMethod,
  isObject,
  type OperationDeclaration,
  paymentStatus,
  restPath,
  unwrap,
} from '../../src/model/index.js';

/**
 * The accounting model against Chift's document (contract §0): every component that an
 * accounting read answers (or the balance listing takes as its body) is served by a Lintel
 * declaration with the same property names, the same required fields, the same nullability and
 * defaults, the same types and the same enum values. The map below names the declaration that
 * serves each component; a component reached from a read and missing from it fails.
 */

interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: string[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Operation {
  tags?: string[];
  operationId: string;
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

const doc = JSON.parse(readFileSync(new URL('../chift/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};
const schemas = doc.components.schemas;

const a = accounting;
/** Chift's component → the Lintel declaration that serves it. */
const SERVED_BY: Record<string, z.ZodType> = {
  FolderItem: a.folder,
  FolderAddressItem: a.folderAddress,
  BookYear: a.bookYear,
  AnalyticPlanItem: a.analyticPlan,
  SchemeItem: a.scheme,
  ClientItemOut: a.accountingClient,
  SupplierItemOut: a.accountingSupplier,
  Partner: a.accountingPartner,
  AddressItemOut: a.accountingAddress,
  AddressType: a.accountingAddressType,
  BankAccountsItem: a.accountingBankDetails,
  RoutingCodeItem: a.routingCode,
  BankAccountRoutingType: a.bankRoutingType,
  ContactItem: a.accountingContact,
  'PartnerType-Input': a.partnerType,
  InvoiceItemOutMonoAnalyticPlan: a.accountingInvoice,
  InvoiceLineItemOutMonoAnalyticPlan: a.accountingInvoiceLine,
  InvoiceItemOutMultiAnalyticPlans: a.accountingInvoiceMultiPlan,
  InvoiceLineItemOutMultiAnalyticPlans: a.accountingInvoiceLineMultiPlan,
  InvoiceType: a.accountingInvoiceType,
  InvoiceStatusOut: a.accountingInvoiceStatus,
  InvoiceApprovalStatus: a.invoiceApprovalStatus,
  InvoiceApprovalStatusFilter: a.invoiceApprovalStatusFilter,
  InvoiceItemDueDatesOut: a.accountingInvoiceDueDate,
  AccountingInfoOut: a.invoiceAccountingInfo,
  WithholdingTax: a.accountingWithholdingTax,
  Payment: a.accountingPayment,
  PaymentStatus: paymentStatus,
  JournalType: a.journalType,
  ItemAttachmentInfoOut: a.attachmentInfo,
  ItemAttachmentInfoStatus: a.attachmentStatus,
  ItemAttachmentInfoAttachment: a.attachedFile,
  AnalyticDistribution: a.accountingAnalyticDistribution,
  AnalyticDistributionDetail: a.accountingAnalyticDistributionDetail,
  AnalyticAccountItemOut: a.analyticAccount,
  AnalyticAccountItemOutMultiAnalyticPlans: a.analyticAccountMultiPlan,
  JournalEntryMonoAnalyticPlan: a.journalEntry,
  JournalItemMonoAnalyticPlan: a.journalItem,
  JournalEntryMultiAnalyticPlan: a.journalEntryMultiPlan,
  JournalItemMultiAnalyticPlan: a.journalItemMultiPlan,
  JournalItemDueDatesOut: a.journalEntryDueDate,
  AccountingPaymentMethod: a.accountingPaymentMethod,
  AccountingPaymentTerms: a.accountingPaymentTerm,
  Journal: a.journal,
  NextDocumentNumber: a.nextDocumentNumber,
  AccountingVatCode: a.accountingVatCode,
  VatCodeScope: a.vatCodeScope,
  VatCodeType: a.vatCodeType,
  MiscellaneousOperationOut: a.miscellaneousOperation,
  MiscellaneousOperationLine: a.miscellaneousOperationLine,
  MiscellaneousOperationLineType: a.miscellaneousOperationLineType,
  MiscellaneousOperationStatusOut: a.miscellaneousOperationStatus,
  AttachmentItemOut: a.accountingAttachment,
  DocumentType: a.attachmentDocumentType,
  AccountItem: a.ledgerAccount,
  AccountItemType: a.ledgerAccountType,
  AccountTypeFilter: a.ledgerAccountTypeFilter,
  AccountBalance: a.accountBalance,
  AccountBalanceFilter: a.accountBalanceFilter,
  BankAccountItemOut: a.accountingBankAccount,
  EmployeeItem: a.employee,
  OutstandingItem: a.outstanding,
  OutstandingItemDueDatesOut: a.outstandingDueDate,
  OriginalOutstandingItem: a.outstandingOriginalDocument,
  OutstandingType: a.outstandingType,
  FECItemOut: a.fecLine,
};

/** Components served by something other than a declaration of their own. */
const SERVED_OTHERWISE: Record<string, string> = {
  BoolParam: 'boolParam() of model/common.ts (true/false as text or a boolean)',
};

/** The answers of the accounting writes that no read answers. */
const WRITE_ANSWERS: Record<string, z.ZodType> = {
  MatchingOut: a.matching,
  MultipleMatchingOut: a.matchingResult,
  FinancialEntryItemOut: a.financialEntry,
  FinancialEntryLineItemOut: a.financialEntryLine,
  TaxInfo: a.entryTaxInfo,
  EntryLineType: a.entryLineType,
  ExpenseItemOut: a.expense,
  ExpenseLineItem: a.expenseLine,
  BankStatementItemOut: a.bankStatement,
  BankTransactionItemOut: a.bankStatementTransaction,
  BankTransactionCounterpartItem: a.bankTransactionCounterpart,
  BankTransactionCounterpartType: a.bankTransactionCounterpartType,
};

/**
 * The bodies of the accounting writes and their parts. A part that answers also carry is served
 * here by its body-side declaration (a field that may be null may also be left out).
 */
const BODIES: Record<string, z.ZodType> = {
  ClientItemIn: a.accountingClientInput,
  ClientItemUpdate: a.accountingClientUpdateInput,
  SupplierItemIn: a.accountingSupplierInput,
  SupplierItemUpdate: a.accountingSupplierUpdateInput,
  AddressItemIn: a.accountingAddressInput,
  AddressItemOut: a.accountingAddressUpdateInput,
  AddressType: a.accountingAddressType,
  InvoiceItemInMonoAnalyticPlan: a.accountingInvoiceInput,
  InvoiceItemInMultiAnalyticPlans: a.accountingInvoiceMultiPlanInput,
  InvoiceLineItemInMonoAnalyticPlan: a.accountingInvoiceLineInput,
  InvoiceLineItemInMultiAnalyticPlans: a.accountingInvoiceLineMultiPlanInput,
  InvoiceType: a.accountingInvoiceType,
  InvoiceStatusIn: a.accountingInvoiceInputStatus,
  InvoiceCorrection: a.invoiceCorrectionInput,
  NlPaymentTermsSplit: a.nlPaymentTermsSplitInput,
  PaymentTermAccountInfo: a.paymentTermAccountInput,
  AccountToCreate: a.newLedgerAccountInput,
  WithholdingTax: a.accountingWithholdingTax,
  AnalyticDistribution: a.accountingAnalyticDistribution,
  AnalyticDistributionDetail: a.accountingAnalyticDistributionDetail,
  AnalyticAccountItemIn: a.analyticAccountInput,
  AnalyticAccountItemUpdate: a.analyticAccountUpdateInput,
  GenericJournalEntry: a.journalEntryInput,
  GenericJournalItem: a.journalEntryItemInput,
  EntryLineType: a.entryLineType,
  TaxInfo: a.entryTaxInfoInput,
  AccountingInvoicePaymentIn: a.accountingInvoicePaymentInput,
  AccountingInvoicePaymentItemIn: a.accountingInvoicePaymentItemInput,
  JournalIn: a.journalInput,
  JournalInType: a.journalInputType,
  MiscellaneousOperationIn: a.miscellaneousOperationInput,
  MiscellaneousOperationLine: a.miscellaneousOperationLineInput,
  MiscellaneousOperationLineType: a.miscellaneousOperationLineType,
  MiscellaneousOperationStatusIn: a.miscellaneousOperationInputStatus,
  MatchingIn: a.matchingInput,
  MultipleMatchingIn: a.multipleMatchingInput,
  AttachmentItem: a.accountingAttachmentInput,
  BankAccountItemIn: a.accountingBankAccountInput,
  BankStatementItemIn: a.bankStatementInput,
  BankTransactionItemIn: a.bankStatementTransactionInput,
  BankTransactionCounterpartItem: a.bankTransactionCounterpartInput,
  BankTransactionCounterpartType: a.bankTransactionCounterpartType,
  FinancialEntryItemIn: a.financialEntryInput,
  FinancialEntryLineItem: a.financialEntryLineInput,
  ExpenseItemIn: a.expenseInput,
  ExpenseLineItem: a.expenseLineInput,
  LedgerAccountItemIn: a.ledgerAccountInput,
  AccountItemType: a.ledgerAccountType,
};

/**
 * Fields Lintel always writes although Chift's document lets them be null or left out: the vendor
 * id of a record GraphQL serves as a Node (its global id is made from it, and it is read again by
 * it).
 */
const ALWAYS_WRITTEN: Record<string, string[]> = {
  ClientItemOut: ['id'],
  SupplierItemOut: ['id'],
  Partner: ['id'],
  InvoiceItemOutMonoAnalyticPlan: ['id'],
  InvoiceItemOutMultiAnalyticPlans: ['id'],
};

/** Defaults of Chift's change bodies that Lintel does not apply: a field left out keeps its value. */
const DEFAULTS_NOT_APPLIED: Record<string, string[]> = {
  ClientItemUpdate: ['is_company', 'active', 'addresses'],
  SupplierItemUpdate: ['is_company', 'active', 'addresses'],
  AnalyticAccountItemUpdate: ['active'],
};

const refName = (ref: string) => ref.replace('#/components/schemas/', '');

/** The components reached from `roots`, page envelopes aside (they are Lintel's `pageOf`). */
function reachedFrom(roots: unknown[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const ref = (value as JsonSchema).$ref;
      if (ref && !found.has(refName(ref))) {
        found.add(refName(ref));
        walk(schemas[refName(ref)]);
      }
      Object.values(value).forEach(walk);
    }
  };
  roots.forEach(walk);
  return [...found].filter((name) => !name.startsWith('ChiftPage_')).sort();
}

const accountingOperations = Object.values(doc.paths).flatMap((methods) =>
  Object.entries(methods)
    .filter(([, operation]) => operation.tags?.includes('Accounting'))
    .map(([method, operation]) => ({ method, operation })),
);
/** The reads: every GET, and the balance listing (a POST for its body). */
const isRead = ({ method, operation }: { method: string; operation: Operation }) =>
  method === 'get' || operation.operationId === 'accounting_get_accounts_balances';
const reads = accountingOperations.filter(isRead).map(({ operation }) => operation);
const writes = accountingOperations.filter((o) => !isRead(o)).map(({ operation }) => operation);

/** What one property of Chift's schema allows. */
function describeChift(property: JsonSchema) {
  const options = property.anyOf ?? [property];
  const nullable = options.some((o) => o.type === 'null');
  const kinds = options.filter((o) => o.type !== 'null');
  if (kinds.length !== 1) throw new Error(`unexpected union ${JSON.stringify(property)}`);
  return { nullable, kind: kinds[0]! };
}

/** Which way a component travels: answers (always written) or bodies (may be left out). */
interface Direction {
  servedBy: Record<string, z.ZodType>;
  body: boolean;
}
const ANSWERS: Direction = { servedBy: { ...SERVED_BY, ...WRITE_ANSWERS }, body: false };
const BODY: Direction = { servedBy: BODIES, body: true };

const BOUNDS = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum'] as const;

/** A body's bounds (Chift's) on a string or a number, as JSON Schema states them. */
function compareBounds(where: string, chift: JsonSchema, lintel: z.ZodType): string[] {
  const declared = z.toJSONSchema(lintel) as Record<string, unknown>;
  const expected = chift as Record<string, unknown>;
  return BOUNDS.filter((bound) => JSON.stringify(declared[bound]) !== JSON.stringify(expected[bound])).map(
    (bound) =>
      `${where}: ${bound} ${JSON.stringify(declared[bound])} here, ${JSON.stringify(expected[bound])} in Chift`,
  );
}

/** Checks a Lintel field (without its wrappers) against a Chift type; answers the mismatches. */
function compareType(where: string, chift: JsonSchema, lintel: z.ZodType, direction: Direction): string[] {
  const def = lintel._zod.def as { type: string; format?: string };
  if (chift.$ref) {
    const name = refName(chift.$ref);
    const served = direction.servedBy[name];
    return served === lintel ? [] : [`${where}: served by another declaration than the one of ${name}`];
  }
  const element = arrayElement(lintel);
  switch (chift.type) {
    case 'array':
      return element
        ? compareType(`${where}[]`, chift.items ?? {}, unwrap(element).inner, direction)
        : [`${where}: not a list`];
    case 'string': {
      const format = chift.format === 'date' ? 'date' : chift.format === 'date-time' ? 'datetime' : undefined;
      if (def.type !== 'string') return [`${where}: not a string`];
      if (def.format !== format) return [`${where}: format ${def.format} instead of ${chift.format}`];
      return direction.body && !format ? compareBounds(where, chift, lintel) : [];
    }
    case 'number':
      if (def.type !== 'number' || def.format) return [`${where}: not a number`];
      return direction.body ? compareBounds(where, chift, lintel) : [];
    case 'integer':
      return def.type === 'number' && def.format === 'safeint' ? [] : [`${where}: not an integer`];
    case 'boolean':
      return def.type === 'boolean' ? [] : [`${where}: not a boolean`];
    case 'object':
      return def.type === 'record' ? [] : [`${where}: not an object`];
    default:
      return [`${where}: Chift type ${JSON.stringify(chift)} not handled`];
  }
}

/** The mismatches between a Chift object component and the declaration serving it. */
function compareObject(name: string, direction: Direction, lintel = direction.servedBy[name]): string[] {
  const chift = schemas[name]!;
  if (!lintel || !isObject(lintel)) return [`${name}: not served by an object`];
  const issues: string[] = [];
  const shape = lintel.shape as Record<string, z.ZodType>;
  const properties = chift.properties ?? {};
  const required = new Set(chift.required ?? []);
  const alwaysWritten = new Set(direction.body ? [] : (ALWAYS_WRITTEN[name] ?? []));
  const defaultsNotApplied = new Set(direction.body ? (DEFAULTS_NOT_APPLIED[name] ?? []) : []);
  for (const missing of Object.keys(properties).filter((p) => !(p in shape)))
    issues.push(`${name}.${missing}: missing`);
  for (const extra of Object.keys(shape).filter((p) => !(p in properties)))
    issues.push(`${name}.${extra}: not in Chift's document`);
  for (const [field, property] of Object.entries(properties)) {
    const declared = shape[field];
    if (!declared) continue;
    const where = `${name}.${field}`;
    const chiftField = describeChift(property);
    const lintelField = unwrap(declared);
    const chiftDefault = defaultsNotApplied.has(field) ? undefined : property.default;
    if (required.has(field) && lintelField.optional)
      issues.push(`${where}: required by Chift, optional here`);
    if (!required.has(field) && direction.body && !lintelField.optional)
      issues.push(`${where}: a body may leave it out in Chift; required here`);
    if (
      !required.has(field) &&
      !direction.body &&
      property.default === undefined &&
      !lintelField.optional &&
      !lintelField.nullable &&
      !alwaysWritten.has(field)
    )
      issues.push(`${where}: Chift may leave it out; required and never null here`);
    if (chiftField.nullable !== lintelField.nullable && !alwaysWritten.has(field))
      issues.push(`${where}: nullable ${lintelField.nullable} here, ${chiftField.nullable} in Chift`);
    if (JSON.stringify(chiftDefault) !== JSON.stringify(lintelField.defaultValue))
      issues.push(
        `${where}: default ${JSON.stringify(lintelField.defaultValue)} here, ${JSON.stringify(chiftDefault)} in Chift`,
      );
    issues.push(...compareType(where, chiftField.kind, lintelField.inner, direction));
  }
  return issues;
}

const readComponents = reachedFrom(reads.flatMap((o) => [o.responses['200'], o.parameters, o.requestBody]));
const answerComponents = reachedFrom(writes.flatMap((o) => [o.responses['200'], o.responses['201']]));
const bodyComponents = reachedFrom(writes.map((o) => o.requestBody));

const isEnum = (name: string) => Boolean(schemas[name]?.enum);
const isObjectComponent = (name: string) => Boolean(schemas[name]?.properties);

describe('the accounting model serves the components of Chift’s accounting reads', () => {
  it('reaches the components of every read (page envelopes aside)', () => {
    expect(readComponents.length).toBeGreaterThan(60);
    expect(readComponents.filter((name) => !SERVED_BY[name] && !SERVED_OTHERWISE[name])).toEqual([]);
  });

  it.each(readComponents.filter((name) => SERVED_BY[name] && isEnum(name)))('enum %s', (name) => {
    expect(enumValues(SERVED_BY[name]!)?.sort()).toEqual([...schemas[name]!.enum!].sort());
  });

  it.each(readComponents.filter((name) => SERVED_BY[name] && isObjectComponent(name)))(
    'object %s',
    (name) => {
      expect(compareObject(name, ANSWERS)).toEqual([]);
    },
  );

  it('finds a field left out, one made optional and another enum value', () => {
    const { shape } = a.bookYear;
    const withoutClosed = a.bookYear.omit({ closed: true });
    expect(compareObject('BookYear', ANSWERS, withoutClosed)).toEqual(['BookYear.closed: missing']);
    const optionalEnd = a.bookYear.extend({ end: shape.end.optional() });
    expect(compareObject('BookYear', ANSWERS, optionalEnd)).toEqual([
      'BookYear.end: required by Chift, optional here',
    ]);
    expect(enumValues(a.journalType)).not.toEqual([...schemas.JournalType!.enum!, 'bank']);
  });
});

describe('the accounting model serves the bodies and answers of Chift’s accounting writes', () => {
  it('reaches every component of the writes', () => {
    expect(answerComponents.filter((name) => !ANSWERS.servedBy[name])).toEqual([]);
    expect(bodyComponents.filter((name) => !BODIES[name])).toEqual([]);
  });

  it.each(answerComponents.filter(isObjectComponent))('answer %s', (name) => {
    expect(compareObject(name, ANSWERS)).toEqual([]);
  });

  it.each(bodyComponents.filter(isObjectComponent))('body %s', (name) => {
    expect(compareObject(name, BODY)).toEqual([]);
  });

  it.each([...answerComponents, ...bodyComponents].filter(isEnum))('enum %s', (name) => {
    const served = BODIES[name] ?? ANSWERS.servedBy[name];
    expect(enumValues(served!)?.sort()).toEqual([...schemas[name]!.enum!].sort());
  });

  it('finds a bound left out and a field a body must send', () => {
    const { shape } = a.journalInput;
    const unbounded = a.journalInput.extend({ code: z.string() });
    expect(compareObject('JournalIn', BODY, unbounded)).toEqual([
      'JournalIn.code: minLength undefined here, 2 in Chift',
    ]);
    const demanding = a.journalInput.extend({ counterpart_account: shape.counterpart_account.unwrap() });
    expect(compareObject('JournalIn', BODY, demanding)).toEqual([
      'JournalIn.counterpart_account: a body may leave it out in Chift; required here',
    ]);
  });
});

describe('the accounting operations are Chift’s reads', () => {
  const declared = Object.entries(a.accountingOperations) as [string, OperationDeclaration][];
  const chiftReads = new Map(reads.map((operation) => [operation.operationId, operation]));
  const pathOf = new Map(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) => [operation.operationId, { path, method }] as const,
      ),
    ),
  );

  it('declares every read of Chift’s accounting API once, and three lookups of Lintel’s own', () => {
    const chiftIds = declared.map(([, d]) => d.chift).filter(Boolean);
    expect([...chiftIds].sort()).toEqual([...chiftReads.keys()].sort());
    expect(declared.filter(([, d]) => !d.chift).map(([id]) => id)).toEqual([
      'accounting.journals.get',
      'accounting.ledger-accounts.get',
      'accounting.partners.get',
    ]);
  });

  it('declares a path with a literal segment before one with a parameter in its place (routes match in order)', () => {
    const shadowed: string[] = [];
    declared.forEach(([earlierId, earlier], index) => {
      const pattern = new RegExp(`^${restPath(earlier).replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const [laterId, later] of declared.slice(index + 1)) {
        const concrete = restPath(later).replace(/\{[^}]+\}/g, 'an-id');
        if (httpMethod(earlier) === httpMethod(later) && pattern.test(concrete))
          shadowed.push(`${laterId} is answered by ${earlierId}`);
      }
    });
    expect(shadowed).toEqual([]);
  });

  /** The parameters an operation declares besides paging, by REST name. */
  function parametersOf(declaration: OperationDeclaration): Record<string, z.ZodType> {
    switch (declaration.kind) {
      case 'list':
        return declaration.filter.shape as Record<string, z.ZodType>;
      case 'get':
        return {
          [declaration.idParam]: z.string(),
          ...(declaration.options.shape as Record<string, z.ZodType>),
        };
      case 'all':
      case 'read':
        return declaration.params.shape as Record<string, z.ZodType>;
      default:
        return {};
    }
  }

  it.each(declared.filter(([, d]) => d.chift))('%s', (_id, declaration) => {
    const operation = chiftReads.get(declaration.chift!)!;
    const where = pathOf.get(declaration.chift!)!;
    expect(restPath(declaration)).toBe(where.path);
    expect(httpMethod(declaration)).toBe(where.method.toUpperCase());
    if (declaration.kind === 'list') {
      const body = operation.requestBody?.content['application/json']?.schema.$ref;
      expect(declaration.body).toBe(body ? SERVED_BY[refName(body)] : undefined);
    }
    const chiftParameters = (operation.parameters ?? []).filter(
      (p) => !['consumer_id', 'page', 'size'].includes(p.name),
    );
    const parameters = parametersOf(declaration);
    expect(Object.keys(parameters).sort()).toEqual(chiftParameters.map((p) => p.name).sort());
    const issues: string[] = [];
    for (const parameter of chiftParameters) {
      const field = unwrap(parameters[parameter.name]!);
      const required = (parameter as { required?: boolean }).required === true;
      if (required === field.optional) issues.push(`${parameter.name}: required ${!field.optional} here`);
      const { kind } = describeChift(parameter.schema);
      const chiftDefault =
        kind.$ref === '#/components/schemas/BoolParam' && parameter.schema.default !== undefined
          ? parameter.schema.default === 'true'
          : parameter.schema.default;
      if (JSON.stringify(chiftDefault) !== JSON.stringify(field.defaultValue))
        issues.push(`${parameter.name}: default ${JSON.stringify(field.defaultValue)} here`);
      if (kind.$ref === '#/components/schemas/BoolParam') {
        if (field.inner._zod.def.type !== 'union') issues.push(`${parameter.name}: not a boolParam`);
      } else issues.push(...compareType(parameter.name, kind, field.inner, ANSWERS));
    }
    expect(issues).toEqual([]);
  });
});
