import { LintelError } from '../../../../errors.js';
import { posLocation } from '../../../../model/index.js';
import { notFound, plainList, type SandboxConnection, type SandboxHandlers } from '../../kit.js';
import { KIND, type StoredPosLocation } from './seed.js';

export const handlers = {
  'pos.locations.list': plainList(KIND, posLocation),
} satisfies SandboxHandlers;

/** The location asked for (the first one when none is), or 404. */
export async function locationOf(
  s: SandboxConnection,
  locationId: string | undefined,
): Promise<StoredPosLocation> {
  if (locationId === undefined) {
    const { items } = await s.records.page(
      KIND,
      { page: 1, size: 1 },
      (d) => d as unknown as StoredPosLocation,
    );
    if (!items[0]) throw new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { message: 'No location' });
    return items[0];
  }
  const found = await s.records.find<StoredPosLocation>(KIND, locationId);
  if (!found) throw notFound('Location', locationId);
  return found;
}
