import type { Hono } from 'hono';
import { z } from 'zod';
import type { ConnectorDefinition } from '../connectors/connector.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import { LintelError } from '../errors.js';
import { escapeHtml } from '../html.js';
import { logoImage } from '../model/index.js';
import type { AppEnv } from './errors.js';
import type { DocumentedRoute } from './routes.js';

/**
 * Connector images served by Lintel itself (no CDN): `logo.svg` (a wide wordmark) and `icon.svg`
 * (a square badge) drawn from the connector's name and colour, and Chift's
 * `/integrations/{id}/{logo|icon}.json` (`LogoImage`, the SVG as a data URI) that Chift's SDK
 * reads. Public: browsers load them from `<img src>` without a token.
 */

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w[0]).join('') : name.slice(0, 2);
  return letters.slice(0, 2).toUpperCase();
}

export function connectorImage(definition: ConnectorDefinition, kind: 'logo' | 'icon'): string {
  const color = /^#[0-9a-f]{3,8}$/i.test(definition.brandColor) ? definition.brandColor : '#333333';
  const label = escapeHtml(kind === 'icon' ? initials(definition.name) : definition.name);
  const [width, height, size] = kind === 'icon' ? [64, 64, 26] : [240, 64, 22];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(definition.name)}">` +
    `<rect width="${width}" height="${height}" rx="12" fill="${color}"/>` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" fill="#ffffff" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-weight="600" font-size="${size}">${label}</text></svg>`
  );
}

const imagePath = z.object({
  integrationid: z.int().describe('Integration id of the connector'),
  file: z.enum(['logo.svg', 'icon.svg', 'logo.json', 'icon.json']).describe('Which image, in which form'),
});

export const imageRoutes: DocumentedRoute[] = [
  {
    method: 'GET',
    path: '/integrations/{integrationid}/{file}',
    tag: 'Integrations',
    summary: 'Get a connector image',
    description:
      'The logo (wide) or icon (square) of a connector: as SVG, or as Chift’s `LogoImage` JSON with the SVG ' +
      'as a data URI (`logo.json`, `icon.json`, what Chift’s SDK reads).',
    operationId: 'integrations_get_integration_image',
    scope: null,
    auth: 'none',
    params: imagePath,
    query: z.object({}),
    response: { status: 200, schema: logoImage },
    errors: [404],
  },
];

export function mountIntegrationImages(app: Hono<AppEnv>, connectors: ConnectorRegistry): void {
  app.get('/integrations/:integrationid/:file', (c) => {
    const match = /^(logo|icon)\.(svg|json)$/.exec(c.req.param('file'));
    const id = c.req.param('integrationid');
    const definition = /^\d{1,9}$/.test(id) ? connectors.get(Number(id)) : undefined;
    if (!match || !definition) throw new LintelError('ERROR_INTEGRATION_NOT_FOUND');
    const svg = connectorImage(definition, match[1] as 'logo' | 'icon');
    const caching = { 'cache-control': 'public, max-age=86400' };
    if (match[2] === 'svg') {
      return new Response(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8', ...caching } });
    }
    return Response.json(
      {
        integrationid: definition.integrationId,
        data: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      },
      { headers: caching },
    );
  });
}
