import type { PmsCustomer, PmsOrder, PmsPartner } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { stays } from '../orders/seed.js';

export const KIND = 'pms_customer';

const PHONE_PREFIX: Record<string, string> = {
  BE: '+32 470',
  FR: '+33 6',
  DE: '+49 151',
  GB: '+44 7700',
  NL: '+31 6',
  IT: '+39 347',
  PL: '+48 601',
  PT: '+351 912',
  ES: '+34 612',
};

function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every partner of the orders' bills, once, as a customer; companies with an account number. */
function seedCustomers(orders: readonly PmsOrder[]): PmsCustomer[] {
  const first = new Map<string, { partner: PmsPartner; since: string }>();
  for (const order of orders) {
    for (const bill of order.bills) {
      for (const partner of bill.partners) {
        const known = first.get(partner.id);
        if (!known || order.creation_date < known.since)
          first.set(partner.id, { partner, since: order.creation_date });
      }
    }
  }
  return [...first.values()]
    .sort((a, b) => a.partner.id.localeCompare(b.partner.id))
    .map(({ partner, since }, i) => {
      const isCompany = partner.company_name !== null;
      const country = partner.address?.country ?? 'BE';
      const name = isCompany
        ? asciiSlug(partner.company_name ?? '')
        : `${asciiSlug(partner.first_name ?? '')}.${asciiSlug(partner.last_name ?? '')}`;
      const number = String(1_000_000 + ((i * 7_919) % 8_999_999)).slice(1);
      return {
        id: partner.id,
        source_ref: { id: partner.source_ref.id, model: 'sandbox.customer' },
        first_name: partner.first_name,
        last_name: partner.last_name,
        company_name: partner.company_name,
        phone: `${PHONE_PREFIX[country] ?? '+32 470'} ${number.slice(0, 3)} ${number.slice(3)}`,
        email: isCompany ? `accounts@${name}.example` : `${name}@example.com`,
        // Companies are invoiced: a receivable account of their own (guests pay on departure).
        account_number: isCompany ? `${country === 'PT' ? '211' : '400'}${String(100 + i)}` : null,
        // The profile was made when the first booking came in.
        created_on: since,
        addresses: partner.address ? [{ ...partner.address }] : [],
        is_company: isCompany,
      };
    });
}

export function seed(now: Date): SandboxRecord[] {
  return seedCustomers(stays(now)).map((customer) => stored(KIND, customer));
}
