import { readFileSync } from 'node:fs';
import type { MewsFakeState } from './server.js';

/**
 * The fake Mews fed with the response examples Mews publishes (`examples/`, see its README for
 * where each comes from). The records are the published ones; `linked` only re-points the second
 * order item's `ServiceOrderId` and `BillId` at the published reservation and bill, so that one
 * PMS order gathers records of every example (the examples, written one by one, name unrelated
 * ids).
 */

type Json = Record<string, any>;

/** A published example, parsed afresh on each call (tests may change their copy). */
export function publishedExample(name: string): Json {
  return JSON.parse(readFileSync(new URL(`./examples/${name}.json`, import.meta.url), 'utf8')) as Json;
}

export const PUBLISHED = {
  /** `reservations/getAll/2023-06-06` example: the reservation. */
  reservationId: '0f515589-99b4-423d-b83a-b237009f0509',
  /** `bills/getAll` example: the bill (owner and associated account: the company "Acme, Inc."). */
  billId: 'ea087d64-3901-4eee-b0b7-9fce4c58a005',
  /** `orderItems/getAll` example: a `CityTax` item taxed `DE-2020-1-Z` (0 on 5 EUR). */
  cityTaxItemId: '53896156-f25b-4949-b55b-afd3007b1146',
  cityTaxServiceOrderId: 'ac5ef5eb-c5b2-4083-879f-83f04a5ebda5',
  /** `orderItems/getAll` example: a `SpaceOrder` item taxed `DE-2020-1-L` (6.54 on 93.46 EUR). */
  nightItemId: 'bd11dc4a-8f9e-442b-bb1e-f5361b31dfa2',
  /** `resources/getAll` example: the reservation's room, "101". */
  resourceId: '20e00c32-d561-4008-8609-82d8aa525714',
};

export function seedPublishedExamples(state: MewsFakeState, options: { linked?: boolean } = {}): void {
  state.configuration = publishedExample('configuration-get');
  state.taxEnvironments = publishedExample('taxEnvironments-getAll')['TaxEnvironments'];
  const taxations = publishedExample('taxations-getAll');
  state.taxations = taxations['Taxations'];
  state.taxRates = taxations['TaxRates'];
  state.orderItems = publishedExample('orderItems-getAll')['OrderItems'];
  state.reservations = publishedExample('reservations-getAll-2023-06-06')['Reservations'];
  state.bills = publishedExample('bills-getAll')['Bills'];
  state.resources = publishedExample('resources-getAll')['Resources'];
  if (options.linked ?? true) {
    const night = state.orderItems.find((i) => i['Id'] === PUBLISHED.nightItemId)!;
    night['ServiceOrderId'] = PUBLISHED.reservationId;
    night['BillId'] = PUBLISHED.billId;
  }
}
