import { atLocation, type SandboxHandlers } from '../../kit.js';
import { KIND } from './seed.js';
import { toModifierGroup } from './to-model.js';

export const handlers = {
  'pos.modifiers.list':
    (s) =>
    (page, { location_id: locationId }) =>
      s.records.page(KIND, page, (d) => toModifierGroup(d, locationId ?? null), atLocation(locationId)),
} satisfies SandboxHandlers;
