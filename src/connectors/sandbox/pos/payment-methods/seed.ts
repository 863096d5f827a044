import type { PosPaymentMethod } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

export const KIND = 'pos_payment_method';

export interface StoredPosPaymentMethod extends PosPaymentMethod {
  location_ids: string[];
}

// biome-ignore format: a data table, one row per payment method
export const POS_PAYMENT_METHODS: readonly StoredPosPaymentMethod[] = [
  { id: 'pm-cash', name: 'Cash', extra: 'Espèces / Contant', location_ids: ['LOC-BRU', 'LOC-ANT', 'LOC-LIS'] },
  { id: 'pm-bancontact', name: 'Card', extra: 'Bancontact', location_ids: ['LOC-BRU', 'LOC-ANT'] },
  { id: 'pm-visa', name: 'Card', extra: 'Visa / Mastercard', location_ids: ['LOC-BRU', 'LOC-ANT', 'LOC-LIS'] },
  { id: 'pm-mbway', name: 'Mobile', extra: 'MB WAY', location_ids: ['LOC-LIS'] },
  { id: 'pm-mealvoucher', name: 'Meal voucher', extra: 'Edenred meal voucher', location_ids: ['LOC-BRU', 'LOC-ANT'] },
];

export function seed(): SandboxRecord[] {
  return POS_PAYMENT_METHODS.map((m) => stored(KIND, m));
}
