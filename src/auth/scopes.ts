/**
 * Scopes (contract §2): `<api>`, `<api>.read`, `<api>.<resource>`, `<api>.<resource>.read`.
 * A broader scope includes the narrower ones and `.read` allows only reads. The spec's numeric
 * forms for the tax listing (`500…`) are aliases of `invoicing…`.
 */

export type ScopeApi = 'invoicing' | 'pos' | 'pms' | 'accounting' | 'consumers' | 'webhooks' | 'clients';

export interface RequiredScope {
  api: ScopeApi;
  resource: string | null;
  write: boolean;
}

interface Grant {
  api: string;
  resource: string | null;
  readOnly: boolean;
}

const NUMERIC_ALIASES: Record<string, string> = {
  '500': 'invoicing',
  '500.r': 'invoicing.read',
  '500.taxes': 'invoicing.taxes',
  '500.taxes.r': 'invoicing.taxes.read',
};

// A resource is the REST path's segment (`payment-methods`, `chart-of-accounts`).
const SCOPE_PATTERN =
  /^(invoicing|pos|pms|accounting|consumers|webhooks|clients)(\.[a-z][a-z_-]*)?(\.read)?$/;

export function normalizeScope(scope: string): string {
  return NUMERIC_ALIASES[scope] ?? scope;
}

export function isValidScope(scope: string): boolean {
  return SCOPE_PATTERN.test(normalizeScope(scope));
}

function parseGrant(scope: string): Grant | undefined {
  const normalized = normalizeScope(scope);
  if (!SCOPE_PATTERN.test(normalized)) return undefined;
  const parts = normalized.split('.');
  const readOnly = parts[parts.length - 1] === 'read';
  if (readOnly) parts.pop();
  return { api: parts[0]!, resource: parts[1] ?? null, readOnly };
}

/**
 * What holding `scope` allows, as the scope an operation would require: a caller may hand a
 * scope on (to a consumer token, to a new API client) only when it is allowed that much itself.
 */
export function requiredScopeOf(scope: string): RequiredScope {
  const parts = normalizeScope(scope).split('.');
  const readOnly = parts.at(-1) === 'read';
  if (readOnly) parts.pop();
  return { api: parts[0] as ScopeApi, resource: parts[1] ?? null, write: !readOnly };
}

/** Parses the granted list once; the answer is a predicate over required scopes. */
export function createScopeChecker(granted: readonly string[]): (required: RequiredScope) => boolean {
  const grants = granted.map(parseGrant).filter((g): g is Grant => g !== undefined);
  return (required) =>
    grants.some(
      (g) =>
        g.api === required.api &&
        (g.resource === null || g.resource === required.resource) &&
        (!g.readOnly || !required.write),
    );
}

export function describeScope(required: RequiredScope): string {
  return [required.api, required.resource, required.write ? null : 'read'].filter(Boolean).join('.');
}
