import type { InvoicingPaymentMethod } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

export const KIND = 'payment_method';

export const PAYMENT_METHODS: readonly InvoicingPaymentMethod[] = [
  { id: 'pm-bank-transfer', source_ref: { id: '1', model: 'sandbox.payment.method' }, name: 'Bank transfer' },
  { id: 'pm-card', source_ref: { id: '2', model: 'sandbox.payment.method' }, name: 'Card (Bancontact)' },
  { id: 'pm-cash', source_ref: { id: '3', model: 'sandbox.payment.method' }, name: 'Cash' },
  {
    id: 'pm-direct-debit',
    source_ref: { id: '4', model: 'sandbox.payment.method' },
    name: 'SEPA direct debit',
  },
];

export function seed(): SandboxRecord[] {
  return PAYMENT_METHODS.map((m) => stored(KIND, m));
}
