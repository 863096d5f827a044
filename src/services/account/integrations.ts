import type { IntegrationItem } from '../../model/index.js';
import type { RequestContext } from '../context.js';
import { toIntegrationItem } from '../items.js';

/**
 * The connectors and what each can do: the capability matrix the access checks enforce. The
 * catalogue is public to any authenticated caller.
 */
export function listIntegrations(
  ctx: RequestContext,
  filter: { status?: string | null | undefined; include_coverage?: boolean | null | undefined },
): IntegrationItem[] {
  return ctx.deps.connectors
    .list()
    .filter((d) => filter.status == null || d.status === filter.status)
    .map((d) => {
      const item = toIntegrationItem(ctx.deps.connectors, d, ctx.baseUrl);
      return filter.include_coverage ? item : { ...item, operations_coverage: [] };
    });
}
