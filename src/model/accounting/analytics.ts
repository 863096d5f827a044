import { z } from 'zod';
import { type Absent, remoteId, type WithRaw } from '../common.js';
import { resource } from '../declare.js';
import { currencyCode, folderId, money } from './shared.js';

/**
 * Analytic accounting: the plans (axes such as departments or projects), their accounts, and how
 * an amount is spread over them.
 */

export const analyticPlan = resource(
  'AnalyticPlan',
  'An analytic plan: an axis (departments, projects…) along which amounts are tracked',
  {
    id: remoteId('Identifier of the analytic plan in the connected software'),
    name: z.string().describe('Name of the plan'),
    active: z.boolean().nullable().default(true).describe('False once the plan is archived'),
    parent_id: z.string().nullable().describe('Id of the plan this one belongs to, where plans nest'),
  },
  { raw: true },
);
export type AnalyticPlan = z.infer<typeof analyticPlan> & WithRaw;

const analyticAccountFields = {
  id: remoteId('Identifier of the analytic account in the connected software'),
  active: z.boolean().describe('False once the account is archived'),
  code: z.string().nullable().describe('Short code of the account'),
  name: z.string().describe('Name of the account'),
  currency: currencyCode('Currency of the account (ISO 4217)').nullable(),
  balance: money('Balance of the account: debit minus credit').nullable().default(0),
  credit: money('Total credited to the account').nullable().default(0),
  debit: money('Total debited to the account').nullable().default(0),
};

export const analyticAccount = resource(
  'AnalyticAccount',
  'An account of the default analytic plan, with its totals',
  analyticAccountFields,
  { raw: true, node: true },
);
export type AnalyticAccount = z.infer<typeof analyticAccount> & WithRaw;

export const analyticAccountMultiPlan = resource(
  'AnalyticAccountMultiPlan',
  'An analytic account of any plan, with its plan and totals',
  {
    ...analyticAccountFields,
    analytic_plan: z.string().describe('Id of the analytic plan the account belongs to'),
  },
  // Not a Node: reading it again needs its plan as well as its id.
  { raw: true },
);
export type AnalyticAccountMultiPlan = z.infer<typeof analyticAccountMultiPlan> & WithRaw;

export const accountingAnalyticDistributionDetail = resource(
  'AnalyticDistributionDetail',
  'One analytic account of a distribution and its share',
  {
    analytic_account: z.string().describe('Id of the analytic account'),
    percentage: z.number().describe('Share given to this account, in percent (100 means all of it)'),
  },
  {
    graphqlType: 'AccountingAnalyticDistributionDetail',
    graphqlInput: 'AccountingAnalyticDistributionDetailInput',
  },
);

export const accountingAnalyticDistribution = resource(
  'AnalyticDistribution',
  'How an amount is spread over the accounts of one analytic plan',
  {
    analytic_plan: z.string().describe('Id of the analytic plan'),
    analytic_accounts: z
      .array(accountingAnalyticDistributionDetail)
      .describe('The accounts of the plan and their shares (100 % in all)'),
  },
  {
    graphqlType: 'AccountingAnalyticDistribution',
    graphqlInput: 'AccountingAnalyticDistributionInput',
  },
);
export type AccountingAnalyticDistribution = z.infer<typeof accountingAnalyticDistribution>;

// ---- parameters of the reads ---------------------------------------------------------------

export const analyticAccountMultiPlanOptions = z.object({
  analytic_plan: z.string().describe('Id of the analytic plan the account belongs to'),
  folder_id: folderId,
});
export type AnalyticAccountMultiPlanOptions = z.output<typeof analyticAccountMultiPlanOptions>;

// ---- write bodies (issue 34) ---------------------------------------------------------------

/** Chift's AnalyticAccountItemIn: the body of both analytic account creations. */
export const analyticAccountInput = resource('AnalyticAccountInput', 'An analytic account to create', {
  active: z.boolean().nullable().default(true).describe('False to create it archived'),
  code: z.string().min(1).describe('Short code of the account'),
  name: z.string().min(1).describe('Name of the account'),
  currency: currencyCode('Currency of the account (ISO 4217)'),
});
export type AnalyticAccountInput = Absent<z.infer<typeof analyticAccountInput>>;

/**
 * Chift's AnalyticAccountItemUpdate: a field left out keeps its value. Chift's document gives
 * `active` a default (true), which a change does not apply: leaving it out does not unarchive.
 */
export const analyticAccountUpdateInput = resource(
  'AnalyticAccountUpdateInput',
  'The changes to an analytic account',
  {
    active: z.boolean().nullable().optional().describe('False to archive the account, true to restore it'),
    code: z.string().nullable().optional().describe('Short code of the account'),
    name: z.string().nullable().optional().describe('Name of the account'),
    currency: currencyCode('Currency of the account (ISO 4217)').nullable().optional(),
  },
);
export type AnalyticAccountUpdateInput = Absent<z.infer<typeof analyticAccountUpdateInput>>;
