import type { Page, PageRequest, PosPaymentMethod } from '../../model/index.js';
import { pageOffset } from '../../model/index.js';
import type { SquareHandlers } from './connection.js';

/**
 * Square's ways to pay, a closed set: an order's tender `type` (TenderType) and a payment's
 * `source_type` name them (api.json `TenderType`; Payment `source_type`: CARD, BANK_ACCOUNT,
 * WALLET, BUY_NOW_PAY_LATER, SQUARE_ACCOUNT, CASH, EXTERNAL). Square has no list of payment
 * methods to read: these are the methods, the same at every location, their id Square's name.
 * `name` is Chift's word for the method, `extra` Square's own.
 */
const METHODS: { id: string; name: string; extra: string }[] = [
  { id: 'CARD', name: 'Card', extra: 'Card' },
  { id: 'CASH', name: 'Cash', extra: 'Cash' },
  { id: 'THIRD_PARTY_CARD', name: 'Card', extra: 'Card processed outside Square' },
  { id: 'SQUARE_GIFT_CARD', name: 'Gift card', extra: 'Square gift card' },
  { id: 'BANK_ACCOUNT', name: 'Transfer', extra: 'Bank account (ACH)' },
  { id: 'WALLET', name: 'Wallet', extra: 'Digital wallet' },
  { id: 'BUY_NOW_PAY_LATER', name: 'Buy now pay later', extra: 'Buy now, pay later (Afterpay)' },
  { id: 'SQUARE_ACCOUNT', name: 'Square account', extra: 'Square account balance' },
  { id: 'EXTERNAL', name: 'Other', extra: 'External (recorded, not processed by Square)' },
  { id: 'OTHER', name: 'Other', extra: 'Other tender' },
];

const byId = new Map(METHODS.map((m) => [m.id, m]));

/** The method of a tender type or payment source type; an unknown one keeps Square's name. */
export function paymentMethod(type: string | null | undefined): { id: string | null; name: string | null } {
  if (!type) return { id: null, name: null };
  return { id: type, name: byId.get(type)?.name ?? type };
}

/** `pos.payment-methods.list`: the fixed set above, paged (no vendor call). */
export function listPaymentMethods(page: PageRequest): Page<PosPaymentMethod> {
  const offset = pageOffset(page);
  return {
    items: METHODS.slice(offset, offset + page.size).map((m) => ({ ...m, raw: { type: m.id } })),
    total: METHODS.length,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'pos.payment-methods.list': () => async (page) => listPaymentMethods(page),
} satisfies SquareHandlers;
