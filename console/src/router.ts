import { useEffect, useState } from 'react';

/**
 * Pages live in the URL's fragment (`/console#/consumers/…`): the server serves one document, and
 * signing in again keeps the page, since the fragment is left as it was.
 */

export type Route =
  | { page: 'consumers' }
  | { page: 'consumer'; id: string }
  | { page: 'integrations' }
  | { page: 'webhooks' }
  | { page: 'webhook'; id: string }
  | { page: 'clients' }
  | { page: 'events' };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  switch (parts[0]) {
    case 'consumers':
      return parts[1] ? { page: 'consumer', id: parts[1] } : { page: 'consumers' };
    case 'integrations':
      return { page: 'integrations' };
    case 'webhooks':
      return parts[1] ? { page: 'webhook', id: parts[1] } : { page: 'webhooks' };
    case 'clients':
      return { page: 'clients' };
    case 'events':
      return { page: 'events' };
    default:
      return { page: 'consumers' };
  }
}

export const href = {
  consumers: '#/consumers',
  consumer: (id: string) => `#/consumers/${encodeURIComponent(id)}`,
  integrations: '#/integrations',
  webhooks: '#/webhooks',
  webhook: (id: string) => `#/webhooks/${encodeURIComponent(id)}`,
  clients: '#/clients',
  events: '#/events',
};

export function navigate(to: string): void {
  window.location.hash = to;
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
