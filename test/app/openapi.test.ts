import { readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { documentedRoutes } from '../../src/openapi/index.js';
import { VERSION } from '../../src/version.js';
import { createTestApp, type TestApp } from '../kit/app.js';

/** Lintel's own OpenAPI 3.1 document: served, committed, valid, and complete. */

const committed = JSON.parse(readFileSync(new URL('../../schema/openapi.json', import.meta.url), 'utf8'));
const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /openapi.json', () => {
  it('serves the committed schema/openapi.json, without authentication', async () => {
    const res = await t.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual(committed);
  });

  it('passes an OpenAPI 3.1 validator (@readme/openapi-parser)', async () => {
    // The validator dereferences in place: give it a copy.
    const result = await validate(structuredClone(committed));
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.specification).toBe('OpenAPI');
    expect(committed.openapi).toBe('3.1.0');
  });

  it('carries the version of package.json', () => {
    expect(VERSION).toBe(packageJson.version);
    expect(committed.info.version).toBe(packageJson.version);
  });

  it('describes every route Lintel mounts (besides /graphql), with its methods', async () => {
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(committed.paths as Record<string, object>)) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const mounted = new Set(
      documentedRoutes.map((r) => `${r.method} ${r.path.replace(/:([a-z_]+)[^/]*/gi, '{$1}')}`),
    );
    expect([...mounted].sort()).toEqual([...documented].sort());
    // Each path answers something other than 404 on its documented method (it is really mounted).
    for (const route of documentedRoutes) {
      const shape = route.params.shape as Record<string, z.ZodType>;
      const concrete = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const values = (shape[name]?._zod.def as { entries?: Record<string, string> } | undefined)?.entries;
        return values ? Object.values(values)[0]! : 'x';
      });
      const res = await t.request(route.method, concrete, {
        offChiftContract: 'probes mounting with dummy ids',
      });
      const key = `${route.method} ${route.path}`;
      expect(res.status === 404 && res.body?.error_code === 'ERROR_NOT_FOUND', key).toBe(false);
    }
  });

  it('declares security, error bodies with examples, and a success answer per operation', () => {
    expect(Object.keys(committed.components.securitySchemes).sort()).toEqual(['adminKey', 'bearerAuth']);
    for (const [path, item] of Object.entries(committed.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((s) => s.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        for (const status of statuses.filter((s) => /^[45]/.test(s))) {
          const content = operation.responses[status].content?.['application/json'];
          expect(content?.schema, `${method} ${path} ${status}`).toBeDefined();
          expect(content?.example ?? content?.examples, `${method} ${path} ${status} example`).toBeDefined();
        }
      }
    }
  });
});
