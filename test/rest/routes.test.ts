import { describe, expect, it } from 'vitest';
import { restRoutes } from '../../src/rest/routes.js';

// Each route's declared path parameters are exactly the placeholders of its path: a route that
// reads a parameter its path does not have (or the reverse) would answer 422 or run without it.
describe('REST routes', () => {
  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s declares the parameters of its path',
    (_name, route) => {
      const placeholders = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      expect(Object.keys(route.params.shape).sort()).toEqual(placeholders);
    },
  );

  it('has one route per method and path', () => {
    const keys = restRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
