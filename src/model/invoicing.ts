import { z } from 'zod';
import type { Address, OwnerRef, Ref, WithRaw } from './common.js';

export const taxTypes = ['sale', 'purchase', 'both', 'unknown'] as const;
export type TaxType = (typeof taxTypes)[number];
export const taxScopes = ['nat', 'eu', 'int', 'unknown'] as const;
export type TaxScope = (typeof taxScopes)[number];

export interface TaxCode extends WithRaw {
  id: string;
  source_ref: Ref;
  label: string;
  rate: number;
  type: TaxType;
  code: string | null;
  scope: TaxScope | null;
  active: boolean | null;
}

export interface Product extends WithRaw {
  id: string;
  source_ref: Ref;
  name: string;
  unit_price: number | null;
  tax_id: string | null;
  code: string | null;
  unit: string | null;
  category: string | null;
  currency: string | null;
  description: string | null;
  cost: number | null;
  available_quantity: number;
}

/**
 * Product creation body (spec 4.2). The spec does not say which fields are required: `name` is,
 * as every invoicing system needs one; the others are optional. The same schema validates the
 * GraphQL input and the REST body.
 */
export const productInputShape = {
  name: z.string().min(1).max(255),
  unit_price: z.number().min(0).optional(),
  tax_id: z.string().min(1).max(255).optional(),
  code: z.string().max(255).optional(),
  unit: z.string().max(255).optional(),
  category: z.string().max(255).optional(),
  currency: z.string().max(3).optional(),
  description: z.string().max(10_000).optional(),
  cost: z.number().min(0).optional(),
};
export const productInputSchema = z.strictObject(productInputShape);
export type ProductInput = z.infer<typeof productInputSchema>;

export interface Opportunity extends WithRaw {
  id: string;
  source_ref: Ref;
  name: string;
  total: number | null;
  probability: number | null;
  status: string;
  partner_id: string | null;
  comment: string | null;
  currency: string | null;
  description: string | null;
  pipe_status: string | null;
  pipe_name: string | null;
  created_date: string | null;
  due_date: string | null;
  end_date: string | null;
  is_won: boolean;
  owner_ref: OwnerRef | null;
}

export const genders = ['H', 'F', 'N/A'] as const;
export type Gender = (typeof genders)[number];

/** Address of an invoicing contact; the spec leaves its shape open, so it is the PMS partner's. */
export type InvoicingAddress = Address;

export interface Contact extends WithRaw {
  id: string;
  source_ref: Ref;
  is_prospect: boolean | null;
  is_customer: boolean | null;
  is_supplier: boolean | null;
  is_company: boolean | null;
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  company_id: string | null;
  vat: string | null;
  company_number: string | null;
  currency: string | null;
  language: string | null;
  comment: string | null;
  customer_account_number: string | null;
  supplier_account_number: string | null;
  birthdate: string | null;
  gender: Gender | null;
  addresses: InvoicingAddress[] | null;
  external_reference: string | null;
}
