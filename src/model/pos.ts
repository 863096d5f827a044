import type { WithRaw } from './common.js';

export interface ModifierOption {
  id: string;
  name: string;
  price: number;
}

export interface ModifierGroup extends WithRaw {
  id: string;
  name: string;
  options: ModifierOption[];
}

export interface ModifierFilter {
  locationId: string | null;
}
