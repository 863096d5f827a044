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
