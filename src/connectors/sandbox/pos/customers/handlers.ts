import { createHash, randomUUID } from 'node:crypto';
import { type PosCustomer, posCustomer } from '../../../../model/index.js';
import { findableCreate } from '../../../connector.js';
import { isoDateTime } from '../../dates.js';
import { pageOf, type SandboxHandlers, stored } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'pos.customers.list':
    (s) =>
    async (page, { search, email, phone }) => {
      const needle = search?.toLowerCase();
      const digits = (value: string) => value.replace(/[^\d+]/g, '');
      const customers = (await s.records.all(KIND))
        .map((d) => fromStored(posCustomer, d))
        .filter(
          (c) =>
            (email === undefined || c.email?.toLowerCase() === email.toLowerCase()) &&
            (phone === undefined || (c.phone !== null && digits(c.phone) === digits(phone))) &&
            (needle === undefined ||
              [c.name, c.email, c.phone].some((v) => v?.toLowerCase().includes(needle))),
        );
      return pageOf(customers, page);
    },
  'pos.customers.get': (s) => (ids) =>
    s.records.batch(KIND, ids, 'Customer', (d) => fromStored(posCustomer, d)),
  'pos.customers.create': (s) =>
    findableCreate(
      async (input, options) => {
        const id =
          options.writeId === undefined ? `poscust-${randomUUID()}` : writtenCustomerId(options.writeId);
        const customer: PosCustomer = {
          id,
          first_name: input.first_name,
          last_name: input.last_name,
          name: `${input.first_name} ${input.last_name}`,
          phone: input.phone ?? null,
          email: input.email ?? null,
          created_on: isoDateTime(s.clock().getTime()),
          addresses: input.address
            ? [
                {
                  address_type: 'main',
                  name: input.address.name,
                  street: input.address.street ?? null,
                  number: input.address.number ?? null,
                  box: input.address.box ?? null,
                  city: input.address.city,
                  postal_code: input.address.postal_code,
                  country: input.address.country ?? null,
                },
              ]
            : [],
          loyalty: 0,
          birthdate: null,
        };
        await s.records.insert([stored(KIND, customer)]);
        return { ...customer, raw: { ...customer } };
      },
      async (writeId) => {
        const found = await s.records.find(KIND, writtenCustomerId(writeId));
        return found ? fromStored(posCustomer, found) : null;
      },
    ),
} satisfies SandboxHandlers;

/**
 * The id of the customer a write with this id makes: derived from the write id, so the record is
 * its own mark (found again by `findWritten`) and a retried write makes no second customer.
 */
function writtenCustomerId(writeId: string): string {
  return `poscust-${createHash('sha256').update(`sandbox.pos_customer\n${writeId}`).digest('hex').slice(0, 20)}`;
}
