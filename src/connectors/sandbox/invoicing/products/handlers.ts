import { randomUUID } from 'node:crypto';
import { validationError } from '../../../../errors.js';
import { type Product, type ProductInput, product } from '../../../../model/index.js';
import { type CreateOptions, findableCreate } from '../../../connector.js';
import { plainList, type SandboxConnection, type SandboxHandlers, stored, writtenId } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND as TAX } from '../taxes/seed.js';
import { KIND } from './seed.js';

const MODEL = 'sandbox.product';

export const handlers = {
  'invoicing.products.list': plainList(KIND, product),
  'invoicing.products.get': (s) => (ids) =>
    s.records.batch(KIND, ids, 'Product', (d) => fromStored(product, d)),
  'invoicing.products.create': (s) =>
    findableCreate(
      (input, options) => createProduct(s, input, options),
      async (writeId) => {
        const found = await s.records.find(KIND, writtenId(MODEL, writeId));
        return found ? fromStored(product, found) : null;
      },
    ),
} satisfies SandboxHandlers;

async function createProduct(
  s: SandboxConnection,
  input: ProductInput,
  options: CreateOptions,
): Promise<Product> {
  if (input.tax_id !== undefined && !(await s.records.find(TAX, input.tax_id))) {
    throw validationError([
      { loc: ['body', 'tax_id'], msg: 'Unknown tax_id', type: 'value_error', input: input.tax_id },
    ]);
  }
  const id = options.writeId === undefined ? randomUUID() : writtenId(MODEL, options.writeId);
  const created: Product = {
    id,
    source_ref: { id, model: MODEL },
    name: input.name,
    unit_price: input.unit_price ?? null,
    tax_id: input.tax_id ?? null,
    code: input.code ?? null,
    unit: input.unit ?? null,
    category: input.category ?? null,
    currency: input.currency ?? 'EUR',
    description: input.description ?? null,
    cost: input.cost ?? null,
    // A new catalogue entry has no stock until goods are received.
    available_quantity: 0,
  };
  const record = stored(KIND, created);
  await s.records.insert([record]);
  return { ...created, raw: record.data };
}
