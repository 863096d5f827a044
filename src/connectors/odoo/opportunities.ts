import { resourceNotSupported } from '../../errors.js';
import {
  httpMethod,
  type OperationId,
  type Opportunity,
  operationDeclaration,
  type Page,
  type PageRequest,
  pageOffset,
  resourcePath,
} from '../../model/index.js';
import type { OdooHandlers } from './client.js';
import { inOrder, type OdooClient, odooIds, type Parsed, present, VENDOR } from './client.js';
import {
  dateOf,
  htmlToText,
  m2oId,
  m2oName,
  number,
  type OdooLead,
  odooLeadSchema,
  odooStageSchema,
  text,
} from './types.js';

const MODEL = 'crm.lead';
const FIELDS = [
  'name',
  'type',
  'expected_revenue',
  'probability',
  'stage_id',
  'team_id',
  'partner_id',
  'user_id',
  'date_deadline',
  'date_closed',
  'create_date',
  'active',
  'won_status',
  'description',
  'company_currency',
] as const;
/** Opportunities only (not leads), lost ones included: Odoo archives a lost opportunity. */
const DOMAIN = [['type', '=', 'opportunity']];
const CONTEXT = { active_test: false };
const ORDER = 'create_date desc, id desc';

export type OpportunityStatus = 'open' | 'won' | 'lost';

/**
 * The status of an opportunity: `won_status` where this Odoo has it (`pending` is `open`);
 * otherwise derived as Odoo derives it: archived is lost, a won stage is won, the rest is open.
 */
export function statusOf(lead: OdooLead, wonStages: ReadonlySet<number>): OpportunityStatus {
  if (lead.won_status !== undefined) {
    if (lead.won_status === 'won') return 'won';
    if (lead.won_status === 'lost') return 'lost';
    return 'open';
  }
  if (lead.active === false) return 'lost';
  if (lead.stage_id && wonStages.has(lead.stage_id[0])) return 'won';
  return 'open';
}

/**
 * `crm.lead` → unified opportunity: `total` is the expected revenue, `currency` the company
 * currency, `pipe_status` the stage and `pipe_name` the sales team; `description` is Odoo's HTML
 * description and `comment` its plain text.
 */
export function toOpportunity(lead: OdooLead, raw: unknown, wonStages: ReadonlySet<number>): Opportunity {
  const status = statusOf(lead, wonStages);
  return {
    id: String(lead.id),
    source_ref: { id: String(lead.id), model: MODEL },
    name: text(lead.name) ?? '',
    total: number(lead.expected_revenue) ?? 0,
    probability: number(lead.probability) ?? 0,
    status,
    partner_id: m2oId(lead.partner_id),
    comment: htmlToText(lead.description),
    currency: m2oName(lead.company_currency),
    description: text(lead.description),
    pipe_status: m2oName(lead.stage_id),
    pipe_name: m2oName(lead.team_id),
    created_date: dateOf(lead.create_date),
    due_date: dateOf(lead.date_deadline),
    end_date: dateOf(lead.date_closed),
    is_won: status === 'won',
    owner_ref: lead.user_id
      ? { id: String(lead.user_id[0]), model: 'res.users', name: m2oName(lead.user_id) }
      : null,
    raw,
  };
}

/**
 * `crm.lead`'s fields in this Odoo; an Odoo without the CRM module has no `crm.lead`, and the
 * operation is then not supported (405). The probe that found out is kept with the
 * connection's field lists (an hour), so the next calls answer 405 at once.
 */
async function requireFields(client: OdooClient, operation: OperationId): Promise<ReadonlySet<string>> {
  const fields = await client.fieldsOf(MODEL);
  if (!fields) {
    const declaration = operationDeclaration(operation);
    throw resourceNotSupported(httpMethod(declaration), resourcePath(declaration), VENDOR);
  }
  return fields;
}

/**
 * The won stages among the stages of `records`, for versions without `won_status`: one `read`
 * of those stages (none when the version has `won_status` or no record has a stage).
 */
async function wonStagesOf(
  client: OdooClient,
  fields: ReadonlySet<string>,
  records: readonly Parsed<OdooLead>[],
): Promise<Set<number>> {
  const wonStages = new Set<number>();
  if (fields.has('won_status')) return wonStages;
  const stageIds = [
    ...new Set(records.flatMap(({ record }) => (record.stage_id ? [record.stage_id[0]] : []))),
  ];
  if (stageIds.length === 0) return wonStages;
  const stages = await client.readRecords('crm.stage', stageIds, ['is_won'], odooStageSchema);
  for (const { record } of stages) if (record.is_won) wonStages.add(record.id);
  return wonStages;
}

/**
 * One page of opportunities: `search_read` on `crm.lead` (type opportunity, archived included)
 * with `offset`/`limit`, `search_count` unless the page shows the total, and, in versions
 * without `won_status`, one `read` of the page's stages for `is_won`. Without the CRM module:
 * 405 (`requireFields`).
 */
export async function listOpportunities(client: OdooClient, page: PageRequest): Promise<Page<Opportunity>> {
  const fields = await requireFields(client, 'invoicing.opportunities.list');
  const offset = pageOffset(page);
  const records = await client.searchRecords(MODEL, DOMAIN, present(fields, FIELDS), odooLeadSchema, {
    offset,
    limit: page.size,
    order: ORDER,
    context: CONTEXT,
  });
  const total = await client.pageTotal(MODEL, DOMAIN, CONTEXT, {
    offset,
    limit: page.size,
    received: records.length,
  });
  const wonStages = await wonStagesOf(client, fields, records);
  return {
    items: records.map(({ record, raw }) => toOpportunity(record, raw, wonStages)),
    total,
    page: page.page,
    size: page.size,
  };
}

/**
 * Opportunities by id, for a DataLoader: ONE `search_read` on `id in ids` among the
 * opportunities (archived, i.e. lost, included; a lead that is not an opportunity is not
 * found, as the list does not show it), then, in versions without `won_status`, one `read` of
 * their stages. Ids that are not Odoo ids are not found without a call. Without the CRM module:
 * 405. Docs: external_api "Search and read".
 * Pitfalls: `read` would return leads too and fail the batch with MissingError on a deleted id.
 */
export async function getOpportunities(
  client: OdooClient,
  ids: readonly string[],
): Promise<(Opportunity | Error)[]> {
  const numeric = odooIds(ids);
  const found = new Map<number, Opportunity>();
  if (numeric.length > 0) {
    const fields = await requireFields(client, 'invoicing.opportunities.get');
    const records = await client.searchRecords(
      MODEL,
      [['id', 'in', numeric], ...DOMAIN],
      present(fields, FIELDS),
      odooLeadSchema,
      { context: CONTEXT },
    );
    const wonStages = await wonStagesOf(client, fields, records);
    for (const { record, raw } of records) found.set(record.id, toOpportunity(record, raw, wonStages));
  }
  return inOrder(ids, found, 'Opportunity');
}

export const handlers = {
  'invoicing.opportunities.list': (odoo) => (page) => listOpportunities(odoo, page),
  'invoicing.opportunities.get': (odoo) => (ids) => getOpportunities(odoo, ids),
} satisfies OdooHandlers;
