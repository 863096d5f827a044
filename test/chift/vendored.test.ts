import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_URL, VENDORED_URL, vendoredDocument } from './vendor.js';

/** The vendored schemas are exactly those of Chift's published document, where it is at hand. */
describe('test/chift/openapi.json', () => {
  it.skipIf(!existsSync(SHARED_URL))('matches ../shared/chift/openapi.json without its prose', () => {
    const source = JSON.parse(readFileSync(SHARED_URL, 'utf8'));
    const vendored = JSON.parse(readFileSync(VENDORED_URL, 'utf8'));
    expect(vendored).toEqual(vendoredDocument(source));
  });

  it('holds the operations and schemas the conformance tests use', () => {
    const vendored = JSON.parse(readFileSync(VENDORED_URL, 'utf8'));
    expect(vendored.paths['/consumers/{consumer_id}/invoicing/taxes'].get.responses['200']).toBeDefined();
    expect(Object.keys(vendored.components.schemas)).toEqual(
      expect.arrayContaining([
        'LinkItem',
        'IntegrationItem',
        'MCPAuthItem',
        'ChiftError',
        'HTTPValidationError',
      ]),
    );
  });
});
