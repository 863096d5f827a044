import { z } from 'zod';

/**
 * Square's wire format, as far as the connector reads it (Catalog API, `Square-Version`
 * 2024-01-18). Parsed at the boundary; nothing here leaves the folder. Objects are loose: Square
 * adds fields in new versions, and `raw` carries the vendor's record exactly as it came.
 * Optionality follows Square's OpenAPI document (`square/connect-api-specification` api.json:
 * a CatalogObject requires `type` and `id`, everything else is optional or nullable); the
 * published examples are the fixtures of `test/fakes/square/examples/`. The page is parsed in
 * two steps, envelope then each object (and each modifier of a list), so one object that does
 * not fit is dropped and counted instead of failing the page.
 *
 * Reference: square/square-python-sdk `doc/models/catalog-object.md`, `catalog-modifier-list.md`,
 * `catalog-modifier.md`, `money.md`, `list-catalog-response.md`, `error.md`.
 */

/** Money in the currency's smallest unit (`amount: 250, currency: "USD"` is 2.50 USD). */
export const moneySchema = z.looseObject({
  amount: z.int().nullish(),
  currency: z.string().nullish(),
});
export type SquareMoney = z.infer<typeof moneySchema>;

/** Presence fields shared by every CatalogObject (notes: "Location filter"). */
const presence = {
  is_deleted: z.boolean().nullish(),
  present_at_all_locations: z.boolean().nullish(),
  present_at_location_ids: z.array(z.string()).nullish(),
  absent_at_location_ids: z.array(z.string()).nullish(),
};
export interface SquarePresence {
  present_at_all_locations?: boolean | null | undefined;
  present_at_location_ids?: string[] | null | undefined;
  absent_at_location_ids?: string[] | null | undefined;
}

export const modifierLocationOverrideSchema = z.looseObject({
  location_id: z.string().nullish(),
  price_money: moneySchema.nullish(),
});

/** A `MODIFIER` CatalogObject nested in a modifier list. */
export const catalogModifierSchema = z.looseObject({
  type: z.string().optional(),
  id: z.string(),
  ...presence,
  modifier_data: z
    .looseObject({
      name: z.string().nullish(),
      price_money: moneySchema.nullish(),
      ordinal: z.int().nullish(),
      location_overrides: z.array(modifierLocationOverrideSchema).nullish(),
    })
    .nullish(),
});
export type SquareModifier = z.infer<typeof catalogModifierSchema>;

/**
 * A `MODIFIER_LIST` CatalogObject: the unified modifier group. Its modifiers are checked one by
 * one afterwards (`catalogModifierSchema`), so one bad modifier does not lose the list.
 */
export const catalogModifierListSchema = z.looseObject({
  type: z.literal('MODIFIER_LIST'),
  id: z.string(),
  ...presence,
  modifier_list_data: z
    .looseObject({
      name: z.string().nullish(),
      modifiers: z.array(z.unknown()).nullish(),
    })
    .nullish(),
});

/** A modifier list with the modifiers that fit. */
export interface SquareModifierList extends SquarePresence {
  type: 'MODIFIER_LIST';
  id: string;
  is_deleted?: boolean | null | undefined;
  modifier_list_data?: { name?: string | null | undefined; modifiers: SquareModifier[] } | null | undefined;
}

/**
 * `GET /v2/catalog/list` answer. Objects are checked one by one (see client.ts) so each keeps its
 * untouched JSON for `raw`; `cursor` is absent on the last page.
 */
export const listCatalogResponseSchema = z.looseObject({
  objects: z.array(z.unknown()).nullish(),
  cursor: z.string().nullish(),
});

/** Square's error envelope on every 4xx/5xx: `{"errors":[{category, code, detail?, field?}]}`. */
export const errorsEnvelopeSchema = z.looseObject({
  errors: z
    .array(
      z.looseObject({
        category: z.string().nullish(),
        code: z.string().nullish(),
        detail: z.string().nullish(),
        field: z.string().nullish(),
      }),
    )
    .min(1),
});
export type SquareErrors = z.infer<typeof errorsEnvelopeSchema>;

// ---- Point of sale: locations, orders, payments, customers, catalog (Square-Version 2024-01-18) ----
// Shapes from Square's OpenAPI document (`square/connect-api-specification` api.json
// `components.schemas`); every field the connector does not need stays in `raw` only.

/** Location (`GET /v2/locations`): `timezone` is an IANA zone name, the location's business day. */
export const locationSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  timezone: z.string().nullish(),
  status: z.string().nullish(),
  currency: z.string().nullish(),
  country: z.string().nullish(),
  address: z
    .looseObject({
      address_line_1: z.string().nullish(),
      address_line_2: z.string().nullish(),
      locality: z.string().nullish(),
      postal_code: z.string().nullish(),
      country: z.string().nullish(),
    })
    .nullish(),
});
export type SquareLocation = z.infer<typeof locationSchema>;

export const listLocationsResponseSchema = z.looseObject({
  locations: z.array(z.unknown()).nullish(),
});

/** An applied tax or discount of a line (`OrderLineItemAppliedTax` / `…AppliedDiscount`). */
const appliedSchema = z.looseObject({
  uid: z.string().nullish(),
  tax_uid: z.string().nullish(),
  discount_uid: z.string().nullish(),
  applied_money: moneySchema.nullish(),
});

export const orderLineItemSchema = z.looseObject({
  uid: z.string().nullish(),
  name: z.string().nullish(),
  quantity: z.string(),
  catalog_object_id: z.string().nullish(),
  variation_name: z.string().nullish(),
  item_type: z.string().nullish(),
  note: z.string().nullish(),
  base_price_money: moneySchema.nullish(),
  gross_sales_money: moneySchema.nullish(),
  total_tax_money: moneySchema.nullish(),
  total_discount_money: moneySchema.nullish(),
  total_money: moneySchema.nullish(),
  applied_taxes: z.array(appliedSchema).nullish(),
  applied_discounts: z.array(appliedSchema).nullish(),
  modifiers: z
    .array(
      z.looseObject({
        uid: z.string().nullish(),
        catalog_object_id: z.string().nullish(),
        name: z.string().nullish(),
        quantity: z.string().nullish(),
        base_price_money: moneySchema.nullish(),
        total_price_money: moneySchema.nullish(),
      }),
    )
    .nullish(),
});
export type SquareOrderLineItem = z.infer<typeof orderLineItemSchema>;

export const orderTaxSchema = z.looseObject({
  uid: z.string().nullish(),
  catalog_object_id: z.string().nullish(),
  name: z.string().nullish(),
  percentage: z.string().nullish(),
  type: z.string().nullish(),
  scope: z.string().nullish(),
  applied_money: moneySchema.nullish(),
});

export const orderDiscountSchema = z.looseObject({
  uid: z.string().nullish(),
  name: z.string().nullish(),
  type: z.string().nullish(),
  scope: z.string().nullish(),
  applied_money: moneySchema.nullish(),
});

export const tenderSchema = z.looseObject({
  id: z.string().nullish(),
  type: z.string().nullish(),
  created_at: z.string().nullish(),
  amount_money: moneySchema.nullish(),
  tip_money: moneySchema.nullish(),
  payment_id: z.string().nullish(),
  card_details: z
    .looseObject({
      status: z.string().nullish(),
      card: z.looseObject({ card_brand: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

export const orderRefundSchema = z.looseObject({
  id: z.string().nullish(),
  tender_id: z.string().nullish(),
  created_at: z.string().nullish(),
  amount_money: moneySchema.nullish(),
  status: z.string().nullish(),
  reason: z.string().nullish(),
});

/** Order (SearchOrders, BatchRetrieveOrders, UpdateOrder). Money in the order's currency. */
export const orderSchema = z.looseObject({
  id: z.string(),
  location_id: z.string(),
  reference_id: z.string().nullish(),
  customer_id: z.string().nullish(),
  source: z.looseObject({ name: z.string().nullish() }).nullish(),
  state: z.string().nullish(),
  version: z.int().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  closed_at: z.string().nullish(),
  ticket_name: z.string().nullish(),
  line_items: z.array(orderLineItemSchema).nullish(),
  taxes: z.array(orderTaxSchema).nullish(),
  discounts: z.array(orderDiscountSchema).nullish(),
  fulfillments: z.array(z.looseObject({ type: z.string().nullish() })).nullish(),
  tenders: z.array(tenderSchema).nullish(),
  refunds: z.array(orderRefundSchema).nullish(),
  total_money: moneySchema.nullish(),
  total_tax_money: moneySchema.nullish(),
  total_discount_money: moneySchema.nullish(),
  total_tip_money: moneySchema.nullish(),
  total_service_charge_money: moneySchema.nullish(),
});
export type SquareOrder = z.infer<typeof orderSchema>;

/** SearchOrders / BatchRetrieveOrders answers: orders checked one by one; `cursor` while pages remain. */
export const ordersResponseSchema = z.looseObject({
  orders: z.array(z.unknown()).nullish(),
  cursor: z.string().nullish(),
});

export const orderResponseSchema = z.looseObject({ order: z.unknown() });

/** Payment (`GET /v2/payments`). */
export const paymentSchema = z.looseObject({
  id: z.string(),
  created_at: z.string().nullish(),
  status: z.string().nullish(),
  source_type: z.string().nullish(),
  location_id: z.string().nullish(),
  order_id: z.string().nullish(),
  amount_money: moneySchema.nullish(),
  tip_money: moneySchema.nullish(),
  total_money: moneySchema.nullish(),
  refunded_money: moneySchema.nullish(),
  card_details: z
    .looseObject({ card: z.looseObject({ card_brand: z.string().nullish() }).nullish() })
    .nullish(),
  receipt_number: z.string().nullish(),
});
export type SquarePayment = z.infer<typeof paymentSchema>;

/** PaymentRefund (`GET /v2/refunds`). */
export const paymentRefundSchema = z.looseObject({
  id: z.string(),
  status: z.string().nullish(),
  location_id: z.string().nullish(),
  amount_money: moneySchema.nullish(),
  payment_id: z.string().nullish(),
  order_id: z.string().nullish(),
  destination_type: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type SquarePaymentRefund = z.infer<typeof paymentRefundSchema>;

export const listPaymentsResponseSchema = z.looseObject({
  payments: z.array(z.unknown()).nullish(),
  cursor: z.string().nullish(),
});
export const listRefundsResponseSchema = z.looseObject({
  refunds: z.array(z.unknown()).nullish(),
  cursor: z.string().nullish(),
});

/** Customer (SearchCustomers, RetrieveCustomer, BulkRetrieveCustomers, CreateCustomer). */
export const customerSchema = z.looseObject({
  id: z.string(),
  created_at: z.string().nullish(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  company_name: z.string().nullish(),
  nickname: z.string().nullish(),
  email_address: z.string().nullish(),
  phone_number: z.string().nullish(),
  birthday: z.string().nullish(),
  reference_id: z.string().nullish(),
  address: z
    .looseObject({
      address_line_1: z.string().nullish(),
      address_line_2: z.string().nullish(),
      locality: z.string().nullish(),
      postal_code: z.string().nullish(),
      country: z.string().nullish(),
    })
    .nullish(),
});
export type SquareCustomer = z.infer<typeof customerSchema>;

export const searchCustomersResponseSchema = z.looseObject({
  customers: z.array(z.unknown()).nullish(),
  cursor: z.string().nullish(),
});
export const customerResponseSchema = z.looseObject({ customer: z.unknown() });
/** BulkRetrieveCustomers: one `{customer}` or `{errors}` per asked id, keyed by id. */
export const bulkRetrieveCustomersResponseSchema = z.looseObject({
  responses: z
    .record(z.string(), z.looseObject({ customer: z.unknown().optional(), errors: z.unknown().optional() }))
    .nullish(),
});

/** An ITEM with its variations (the product and its prices). */
export const catalogItemSchema = z.looseObject({
  type: z.literal('ITEM'),
  id: z.string(),
  ...presence,
  item_data: z
    .looseObject({
      name: z.string().nullish(),
      description: z.string().nullish(),
      category_id: z.string().nullish(),
      categories: z.array(z.looseObject({ id: z.string() })).nullish(),
      reporting_category: z.looseObject({ id: z.string() }).nullish(),
      tax_ids: z.array(z.string()).nullish(),
      modifier_list_info: z.array(z.looseObject({ modifier_list_id: z.string() })).nullish(),
      is_archived: z.boolean().nullish(),
      variations: z
        .array(
          z.looseObject({
            id: z.string(),
            is_deleted: z.boolean().nullish(),
            item_variation_data: z
              .looseObject({
                name: z.string().nullish(),
                ordinal: z.int().nullish(),
                price_money: moneySchema.nullish(),
              })
              .nullish(),
          }),
        )
        .nullish(),
    })
    .nullish(),
});
export type SquareCatalogItem = z.infer<typeof catalogItemSchema>;

export const catalogCategorySchema = z.looseObject({
  type: z.literal('CATEGORY'),
  id: z.string(),
  ...presence,
  category_data: z
    .looseObject({
      name: z.string().nullish(),
      parent_category: z.looseObject({ id: z.string().nullish() }).nullish(),
      is_top_level: z.boolean().nullish(),
    })
    .nullish(),
});
export type SquareCatalogCategory = z.infer<typeof catalogCategorySchema>;

export const catalogTaxSchema = z.looseObject({
  type: z.literal('TAX'),
  id: z.string(),
  ...presence,
  tax_data: z
    .looseObject({
      name: z.string().nullish(),
      percentage: z.string().nullish(),
      inclusion_type: z.string().nullish(),
      enabled: z.boolean().nullish(),
    })
    .nullish(),
});
export type SquareCatalogTax = z.infer<typeof catalogTaxSchema>;

/** SearchCatalogObjects answer (`POST /v2/catalog/search`). */
export const searchCatalogResponseSchema = z.looseObject({
  objects: z.array(z.unknown()).nullish(),
  cursor: z.string().nullish(),
});

/** RetrieveTokenStatus (`POST /oauth2/token/status`): the permissions the token holds. */
export const tokenStatusResponseSchema = z.looseObject({
  scopes: z.array(z.string()).nullish(),
  merchant_id: z.string().nullish(),
  expires_at: z.string().nullish(),
});
