import { KINDS } from '../books.js';
import { seedOf } from '../seed-books.js';

export const KIND = KINDS.scheme;

/** The seed's records of this kind, both folders (see `seed-books.ts`). */
export const seed = seedOf(KIND);
