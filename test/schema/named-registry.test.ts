import { describe, expect, it } from 'vitest';
import { createNamedRegistry } from '../../src/model/index.js';

describe('named registries (GraphQL types, page envelopes)', () => {
  it('answers what it made for the same name and declaration, once', () => {
    const made = createNamedRegistry<object>('The type');
    const declaration = {};
    let calls = 0;
    const first = made('Tax', declaration, () => ({ n: ++calls }));
    expect(made('Tax', declaration, () => ({ n: ++calls }))).toBe(first);
    expect(calls).toBe(1);
  });

  it('refuses a second declaration under a name taken, instead of answering the first', () => {
    const made = createNamedRegistry<object>('The type');
    made('Tax', {}, () => ({}));
    expect(() => made('Tax', {}, () => ({}))).toThrow('The type Tax is made from two different declarations');
  });
});
