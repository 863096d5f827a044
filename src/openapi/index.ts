import { connectRoutes } from '../connect/page.js';
import { docsRoutes } from '../docs/index.js';
import { consoleRoutes } from '../http/console.js';
import { mcpRoutes } from '../mcp/index.js';
import { adminRoutes } from '../rest/admin.js';
import { consumerTokenRoutes } from '../rest/consumer-token.js';
import { imageRoutes } from '../rest/images.js';
import type { DocumentedRoute } from '../rest/routes.js';
import { restRoutes } from '../rest/routes.js';
import { serviceRoutes } from '../rest/service.js';
import { tokenRoutes } from '../rest/token.js';
import { VERSION } from '../version.js';
import { createOpenApiDocument } from './document.js';

/** Every HTTP route Lintel serves besides `/graphql`, as the OpenAPI document lists them. */
export const documentedRoutes: readonly DocumentedRoute[] = [
  ...tokenRoutes,
  ...consumerTokenRoutes,
  ...restRoutes,
  ...imageRoutes,
  ...connectRoutes,
  ...adminRoutes,
  ...serviceRoutes,
  ...docsRoutes,
  ...consoleRoutes,
  ...mcpRoutes,
];

/** Lintel's OpenAPI 3.1 document (`GET /openapi.json`, `schema/openapi.json`). */
export function openApiDocument() {
  return createOpenApiDocument(documentedRoutes, VERSION);
}
