import { list } from './operation-kinds.js';
import { modifierFilter, modifierGroup } from './pos.js';

/** Point of sale operations, each declared once (see `operation-kinds.ts`). */
export const posOperations = {
  'pos.modifiers.list': list({
    api: 'pos',
    resource: 'modifiers',
    item: modifierGroup,
    filter: modifierFilter,
    field: 'modifiers',
    summary: 'List modifiers',
    description:
      'The modifier groups (add-ons, customisation options) of the POS products, of one location or all.',
    chift: 'pos_get_modifiers',
  }),
} as const;
