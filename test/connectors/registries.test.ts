import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { connectorRegistries } from '../../schema/registries.js';
import { createSandboxConnectors } from '../../src/connectors/sandbox/index.js';
import type { SandboxRepository } from '../../src/connectors/sandbox/types.js';
import { createVendorConnectors } from '../../src/connectors/vendors.js';

/**
 * The connectors' registries are written from their folders (`npm run schema:print`): a vendor's
 * `handlers.ts` gathers the handlers its files export, a Sandbox API's `resources.ts` the handlers
 * and seeds of its resource folders. A file added without running it is caught here.
 */
describe('connector registries', () => {
  const registries = connectorRegistries();

  it('are as their folders make them (run `npm run schema:print` after adding a file)', () => {
    for (const { file, text } of registries) expect(readFileSync(file, 'utf8'), file.pathname).toBe(text);
  });

  it('cover every vendor and every API of the Sandbox', () => {
    const names = registries.map(({ file }) => file.pathname.split('/src/connectors/')[1]);
    expect(names).toEqual([
      'mews/handlers.ts',
      'odoo/handlers.ts',
      'odoo-accounting/handlers.ts',
      'square/handlers.ts',
      'sandbox/accounting/resources.ts',
      'sandbox/invoicing/resources.ts',
      'sandbox/pms/resources.ts',
      'sandbox/pos/resources.ts',
    ]);
    const connectors = [
      ...createSandboxConnectors({} as SandboxRepository),
      ...createVendorConnectors({ http: { blockPrivateNetworks: false } }),
    ];
    // Each connector serves what its registry gathers, and something.
    for (const c of connectors) expect(c.capabilities.length, c.name).toBeGreaterThan(9);
  });
});
