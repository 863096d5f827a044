import { z } from 'zod';
import { remoteId, type WithRaw } from './common.js';
import { resource } from './declare.js';

export const modifierOption = resource('ModifierOption', 'One choice of a modifier group', {
  id: remoteId('Identifier of the option in the connected software'),
  name: z.string().describe('Name of the option, e.g. Extra cheese'),
  price: z.number().describe('Price added to the item when chosen'),
});
export type ModifierOption = z.infer<typeof modifierOption>;

export const modifierGroup = resource(
  'ModifierGroup',
  'A group of add-ons or customisation options of POS products, e.g. Toppings',
  {
    id: remoteId('Identifier of the modifier group in the connected software'),
    name: z.string().describe('Name of the group'),
    options: z.array(modifierOption).describe('The options of the group'),
  },
  { raw: true, node: true },
);
export type ModifierGroup = z.infer<typeof modifierGroup> & WithRaw;

/** Filters of the modifier listing (REST names). */
export const modifierFilter = z.object({
  location_id: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe('Only the modifiers of this location; all locations when absent'),
});
export type ModifierFilter = z.output<typeof modifierFilter>;
