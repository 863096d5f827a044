import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  httpMethod,
  isWrite,
  operationDeclaration,
  operationsOfApi,
  restPath,
} from '../../src/model/index.js';
import { VENDORED_URL } from './vendor.js';

/**
 * The scope each accounting operation needs is the one Chift's document names in that
 * operation's security (`accounting.journal_entries`, `.read` for a read), so a scope means the
 * same to a Chift client and to Lintel.
 */
const chift = JSON.parse(readFileSync(VENDORED_URL, 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; security?: { mcp_auth?: string[] }[] }>>;
};

describe('accounting scopes', () => {
  const declared = operationsOfApi('accounting').filter((id) => operationDeclaration(id).chift !== undefined);

  it.each(declared)('%s needs the scope Chift names for it', (id) => {
    const declaration = operationDeclaration(id);
    const operation = chift.paths[restPath(declaration)]?.[httpMethod(declaration).toLowerCase()];
    expect(operation?.operationId).toBe(declaration.chift);
    const scopes = (operation?.security ?? []).flatMap((s) => s.mcp_auth ?? []);
    // What Lintel asks for: the resource's scope, `.read` for a read (a POST read included).
    const needed = `accounting.${declaration.resource}${isWrite(declaration) ? '' : '.read'}`;
    expect(scopes).toContain(needed);
  });
});
