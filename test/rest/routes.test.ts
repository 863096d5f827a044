import { describe, expect, it } from 'vitest';
import { compile } from '../../src/rest/index.js';
import { restRoutes } from '../../src/rest/routes.js';
import { schema } from '../../src/schema/index.js';

// Routes are compiled at their first request or after the server listens (src/rest/index.ts), no
// longer at boot: a route whose document does not validate against the schema fails here.
describe('REST routes', () => {
  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s compiles against the schema',
    (_name, route) => {
      const step = compile(schema, route);
      expect(typeof step.run).toBe('function');
    },
  );
});
