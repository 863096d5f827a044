import type { Opportunity, OwnerRef } from '../../../../model/index.js';
import { fromCents as euros } from '../../../../money.js';
import { isoDate, utcDay } from '../../dates.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

/** Opportunities of the sales pipeline, in several stages: open, won and lost. */

export const KIND = 'opportunity';

const OWNERS = {
  sophie: { id: '2', model: 'sandbox.user', name: 'Sophie Lambert' },
  pieter: { id: '3', model: 'sandbox.user', name: 'Pieter Janssens' },
  camille: { id: '4', model: 'sandbox.user', name: 'Camille Dubois' },
} as const satisfies Record<string, OwnerRef>;

const STAGES = {
  new: { pipe_status: 'New', probability: 10, status: 'open' },
  qualified: { pipe_status: 'Qualified', probability: 30, status: 'open' },
  proposal: { pipe_status: 'Proposal sent', probability: 50, status: 'open' },
  negotiation: { pipe_status: 'Negotiation', probability: 75, status: 'open' },
  won: { pipe_status: 'Won', probability: 100, status: 'won' },
  lost: { pipe_status: 'Lost', probability: 0, status: 'lost' },
} as const;

interface OpportunityRow {
  name: string;
  totalCents: number;
  stage: keyof typeof STAGES;
  partner: string;
  owner: keyof typeof OWNERS;
  pipe: string;
  createdDaysAgo: number;
  /** Expected closing, relative to today. */
  dueInDays: number;
  /** Actual closing of won and lost deals, days ago. */
  closedDaysAgo?: number;
  comment: string | null;
  description: string;
}

export function seedOpportunities(now: Date): Opportunity[] {
  // biome-ignore format: a data table, one row per opportunity
  const rows: OpportunityRow[] = [
    { name: 'Kitchen equipment renewal', totalCents: 1_850_000, stage: 'proposal', partner: 'contact-0001', owner: 'sophie', pipe: 'Direct Sales', createdDaysAgo: 20, dueInDays: 25, comment: 'Wants delivery before the summer terrace season', description: 'Two combi ovens, blast chiller and installation' },
    { name: 'Annual maintenance contract', totalCents: 1_200_000, stage: 'negotiation', partner: 'contact-0003', owner: 'pieter', pipe: 'Direct Sales', createdDaysAgo: 35, dueInDays: 10, comment: 'Asked for 5% off on a three-year term', description: 'Preventive maintenance of the forklift fleet' },
    { name: 'Warehouse lighting retrofit', totalCents: 4_675_000, stage: 'won', partner: 'contact-0003', owner: 'pieter', pipe: 'Direct Sales', createdDaysAgo: 80, dueInDays: -10, closedDaysAgo: 12, comment: 'Signed by the facility manager', description: 'LED high-bay fixtures for 6,000 m²' },
    { name: 'Showroom furniture', totalCents: 980_000, stage: 'qualified', partner: 'contact-0005', owner: 'camille', pipe: 'Partners & Resellers', createdDaysAgo: 8, dueInDays: 45, comment: null, description: 'Display tables and seating for the Lille showroom' },
    { name: 'Event season catering package', totalCents: 725_000, stage: 'new', partner: 'contact-0010', owner: 'sophie', pipe: 'Direct Sales', createdDaysAgo: 3, dueInDays: 60, comment: 'Inbound lead from the website', description: 'Catering for six corporate events' },
    { name: 'Terrace heating installation', totalCents: 640_000, stage: 'lost', partner: 'contact-0001', owner: 'sophie', pipe: 'Direct Sales', createdDaysAgo: 70, dueInDays: -25, closedDaysAgo: 30, comment: 'Went with a cheaper competitor', description: 'Eight infrared heaters with wiring' },
    { name: 'Fleet tracking pilot', totalCents: 390_000, stage: 'lost', partner: 'contact-0003', owner: 'pieter', pipe: 'Partners & Resellers', createdDaysAgo: 50, dueInDays: -7, closedDaysAgo: 5, comment: 'Project postponed to next year', description: 'GPS trackers for 12 trucks, 6-month pilot' },
    { name: 'Lighting design consultancy', totalCents: 1_520_000, stage: 'won', partner: 'contact-0005', owner: 'camille', pipe: 'Partners & Resellers', createdDaysAgo: 95, dueInDays: -45, closedDaysAgo: 40, comment: null, description: 'Lighting plan for three boutiques' },
    { name: 'Home office setup', totalCents: 215_000, stage: 'won', partner: 'contact-0009', owner: 'camille', pipe: 'Direct Sales', createdDaysAgo: 15, dueInDays: -1, closedDaysAgo: 2, comment: 'Paid upfront', description: 'Standing desk, ergonomic chair and installation' },
    { name: 'Conference AV rental', totalCents: 560_000, stage: 'proposal', partner: 'contact-0010', owner: 'sophie', pipe: 'Direct Sales', createdDaysAgo: 12, dueInDays: 18, comment: null, description: 'Projectors, sound system and technician for two days' },
    { name: 'Spare parts framework agreement', totalCents: 2_200_000, stage: 'qualified', partner: 'contact-0006', owner: 'pieter', pipe: 'Partners & Resellers', createdDaysAgo: 25, dueInDays: 70, comment: 'Framework for the Benelux service network', description: 'Yearly volume agreement with tiered pricing' },
    { name: 'Staff training programme', totalCents: 320_000, stage: 'negotiation', partner: 'contact-0001', owner: 'camille', pipe: 'Direct Sales', createdDaysAgo: 40, dueInDays: 5, comment: null, description: 'Four training days on hygiene and service' },
  ];
  return rows.map((row, i) => {
    const stage = STAGES[row.stage];
    return {
      id: `opportunity-${String(i + 1).padStart(4, '0')}`,
      source_ref: { id: String(301 + i), model: 'sandbox.opportunity' },
      name: row.name,
      total: euros(row.totalCents),
      probability: stage.probability,
      status: stage.status,
      partner_id: row.partner,
      comment: row.comment,
      currency: 'EUR',
      description: row.description,
      pipe_status: stage.pipe_status,
      pipe_name: row.pipe,
      created_date: isoDate(utcDay(now, -row.createdDaysAgo)),
      due_date: isoDate(utcDay(now, row.dueInDays)),
      end_date: row.closedDaysAgo === undefined ? null : isoDate(utcDay(now, -row.closedDaysAgo)),
      is_won: stage.status === 'won',
      owner_ref: { ...OWNERS[row.owner] },
    };
  });
}

export function seed(now: Date): SandboxRecord[] {
  return seedOpportunities(now).map((o) => stored(KIND, o));
}
