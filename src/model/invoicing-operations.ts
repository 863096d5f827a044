import { z } from 'zod';
import { contact, contactType, opportunity, product, productInput, taxCode } from './invoicing.js';
import { create, get, list } from './operation-kinds.js';

/** Invoicing operations, each declared once (see `operation-kinds.ts`). */
export const invoicingOperations = {
  'invoicing.taxes.list': list({
    api: 'invoicing',
    resource: 'taxes',
    item: taxCode,
    field: 'taxes',
    summary: 'List tax codes',
    description: 'The VAT and other tax codes configured in the invoicing software, archived ones included.',
    chift: 'invoicing_get_taxes',
  }),
  'invoicing.taxes.get': get({
    api: 'invoicing',
    resource: 'taxes',
    item: taxCode,
    idParam: 'tax_id',
    field: 'tax',
    summary: 'Get one tax code',
    description:
      'One tax code by its id in the software; not found (REST 404, GraphQL null) when the software has no such code.',
    chift: 'invoicing_get_tax',
  }),
  'invoicing.products.list': list({
    api: 'invoicing',
    resource: 'products',
    item: product,
    field: 'products',
    summary: 'List products',
    description: 'The products and services of the invoicing catalogue.',
    chift: 'invoicing_get_products',
  }),
  'invoicing.products.get': get({
    api: 'invoicing',
    resource: 'products',
    item: product,
    idParam: 'product_id',
    field: 'product',
    summary: 'Get one product',
    description:
      'One product or service by its id in the software; not found (REST 404, GraphQL null) when the catalogue has no such product.',
    chift: 'invoicing_get_product',
  }),
  'invoicing.products.create': create({
    api: 'invoicing',
    resource: 'products',
    item: product,
    body: productInput,
    mutation: 'createProduct',
    input: 'CreateProductInput',
    event: 'invoicing.product.created',
    summary: 'Create a product',
    description:
      'Adds a product or service to the invoicing catalogue and answers the created record. Send an ' +
      'idempotency key (x-chift-client-requestid) to make retries safe.',
    chift: 'invoicing_post_products',
  }),
  'invoicing.opportunities.list': list({
    api: 'invoicing',
    resource: 'opportunities',
    item: opportunity,
    field: 'opportunities',
    summary: 'List opportunities',
    description: 'The sales opportunities (deals, quotes) in every stage, won and lost ones included.',
    chift: 'invoicing_get_opportunities',
  }),
  'invoicing.opportunities.get': get({
    api: 'invoicing',
    resource: 'opportunities',
    item: opportunity,
    idParam: 'opportunity_id',
    field: 'opportunity',
    summary: 'Get one opportunity',
    description:
      'One sales opportunity by its id in the software; not found (REST 404, GraphQL null) when the software has no such opportunity.',
    chift: 'invoicing_get_opportunity',
  }),
  'invoicing.contacts.list': list({
    api: 'invoicing',
    resource: 'contacts',
    item: contact,
    filter: z.object({
      contact_type: contactType.default('all'),
    }),
    field: 'contacts',
    summary: 'List contacts',
    description: 'The customers, suppliers and prospects of the invoicing software; contact_type narrows it.',
    chift: 'invoicing_get_contacts',
  }),
  'invoicing.contacts.get': get({
    api: 'invoicing',
    resource: 'contacts',
    item: contact,
    idParam: 'contact_id',
    field: 'contact',
    summary: 'Get one contact',
    description: 'One customer, supplier or prospect by its id in the software, with its addresses.',
    chift: 'invoicing_get_contact',
  }),
} as const;
