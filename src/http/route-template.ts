import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { exchangeOf } from '../exchange.js';
import { UNMATCHED_ROUTE } from './send.js';

/**
 * The route template that answered, in OpenAPI spelling (`/consumers/{consumer_id}`): the last
 * matched route that is not a catch-all middleware. Hono's `:name{regex}` becomes `{name}`.
 */
export function routeTemplate(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const path = routes[i]!.path;
    if (!path.includes('*')) return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');
  }
  return UNMATCHED_ROUTE;
}

/** Tells the request's exchange which route answered (the server counts answers by it). */
export function recordRoute(): MiddlewareHandler {
  return async (c, next) => {
    try {
      await next();
    } finally {
      const exchange = exchangeOf(c.env);
      if (exchange) exchange.route = routeTemplate(c);
    }
  };
}
