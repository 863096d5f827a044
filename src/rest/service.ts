import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { z } from 'zod';
import { healthItem } from '../model/index.js';
import type { AppEnv } from './errors.js';
import type { DocumentedRoute } from './routes.js';

const none = z.object({});

export const serviceRoutes: DocumentedRoute[] = [
  {
    method: 'GET',
    path: '/health',
    tag: 'Service',
    summary: 'Liveness',
    description: 'Answers while the process serves requests.',
    operationId: 'service_health',
    scope: null,
    auth: 'none',
    params: none,
    query: none,
    response: { status: 200, schema: healthItem },
    errors: [],
  },
  {
    method: 'GET',
    path: '/ready',
    tag: 'Service',
    summary: 'Readiness',
    description: 'Answers 200 only when the database answers (503 otherwise).',
    operationId: 'service_ready',
    scope: null,
    auth: 'none',
    params: none,
    query: none,
    response: { status: 200, schema: healthItem },
    errors: [],
  },
  {
    method: 'GET',
    path: '/openapi.json',
    tag: 'Service',
    summary: 'This document',
    description: 'The OpenAPI 3.1 document of every REST path Lintel serves.',
    operationId: 'service_openapi',
    scope: null,
    auth: 'none',
    params: none,
    query: none,
    response: { status: 200, schema: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1 document') },
    errors: [],
  },
];

/** Liveness, readiness and the OpenAPI document (serialized once, on first request). */
export function mountService(
  app: Hono<AppEnv>,
  deps: {
    ping(): Promise<unknown>;
    /** Why the process should get no requests though the database answers (undefined: none). */
    notReady?: () => string | undefined;
    logger: Logger;
    openapi: () => unknown;
  },
): void {
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/ready', async (c) => {
    const reason = deps.notReady?.();
    if (reason) return c.json({ status: 'unavailable', reason }, 503);
    try {
      await deps.ping();
      return c.json({ status: 'ok' });
    } catch (error) {
      deps.logger.warn({ err: error }, 'database not ready');
      return c.json({ status: 'unavailable' }, 503);
    }
  });
  let openapi: string | undefined;
  app.get('/openapi.json', () => {
    openapi ??= JSON.stringify(deps.openapi());
    return new Response(openapi, {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    });
  });
}
