import type { PmsPaymentMethod } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { PMS_PROPERTIES, property } from '../locations/seed.js';

export const KIND = 'pms_payment_method';

export type MethodKind = 'cash' | 'card' | 'transfer';
export const METHOD_NAMES: Record<MethodKind, { name: string; extra: Record<string, string> }> = {
  cash: { name: 'Cash', extra: { BE: 'Espèces / Contant', PT: 'Numerário' } },
  card: {
    name: 'Card',
    extra: { BE: 'Carte bancaire (Bancontact, Visa, Mastercard)', PT: 'Cartão (Multibanco, Visa)' },
  },
  transfer: {
    name: 'Transfer',
    extra: { BE: 'Facture société (virement)', PT: 'Fatura empresa (transferência)' },
  },
};

export function paymentMethodId(locationId: string, kind: MethodKind): string {
  return `pm-${property(locationId).code.toLowerCase()}-${kind}`;
}

export function seedPaymentMethods(): (PmsPaymentMethod & { location_id: string })[] {
  return Object.entries(PMS_PROPERTIES).flatMap(([locationId, p]) =>
    (['cash', 'card', 'transfer'] as const).map((kind) => ({
      id: paymentMethodId(locationId, kind),
      source_ref: { id: `${p.code}-${kind.toUpperCase()}`, model: 'sandbox.payment_method' },
      name: METHOD_NAMES[kind].name,
      extra: METHOD_NAMES[kind].extra[p.country] ?? null,
      ledger_account_code: p.ledgers[kind],
      location_id: locationId,
    })),
  );
}

export function seed(): SandboxRecord[] {
  return seedPaymentMethods().map((m) => stored(KIND, m));
}
