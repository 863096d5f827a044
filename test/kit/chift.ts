import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/**
 * Chift's published OpenAPI document as a referee: for a path and method Chift declares, the
 * status Lintel answered must be one Chift declares for that operation (or one of the
 * cross-cutting statuses below), and the body must validate against Chift's schema for it
 * (ajv, JSON Schema 2020-12, formats checked). `../shared/chift/openapi.json` is read-only input;
 * the tests read its schemas from `test/chift/openapi.json`.
 */

// The schemas of Chift's document, vendored without its prose (test/chift/vendor.ts), so the suite
// runs from a clean clone wherever it sits; test/chift/vendored.test.ts keeps it current.
const DOCUMENT_URL = new URL('../chift/openapi.json', import.meta.url);

interface ChiftOperation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const doc = JSON.parse(readFileSync(DOCUMENT_URL, 'utf8')) as {
  paths: Record<string, Record<string, ChiftOperation>>;
  components: unknown;
};

const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

/**
 * Contract §0: reservation `start_date`, `end_date` and `creation_date` are date-times without a
 * zone designator (the hotel's local time), as the specification says and Chift's examples show;
 * Chift's API is pydantic, whose `format: date-time` writes a naive datetime without offset.
 * ajv-formats' `date-time` is RFC 3339's, which demands one: these three fields alone are checked
 * with its `iso-date-time` (ISO 8601, the designator optional). Every other date-time keeps RFC 3339.
 */
const NAIVE_DATE_TIMES = { ReservationItem: ['start_date', 'end_date', 'creation_date'] };
for (const [component, fields] of Object.entries(NAIVE_DATE_TIMES)) {
  const properties = (doc.components as any).schemas[component].properties;
  for (const field of fields) {
    for (const option of properties[field].anyOf)
      if (option.format === 'date-time') option.format = 'iso-date-time';
  }
}
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// Chift's references are document-relative (`#/components/...`): register the document once
// and point every response schema at it.
ajv.addSchema({ $id: 'chift.json', components: doc.components });
const anchor = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"chift.json#/components/'));

/**
 * Statuses Chift's document declares on no operation but that every API answers: authentication
 * (401), scope (403), conflicts of idempotency keys (409), size (413), rate limit (429) and
 * failures (500). 404 (an unknown consumer or connection), 405 (a connector without the
 * operation) and 502 (the vendor refused the credentials) are declared on some of Chift's
 * operations and answered by Lintel on every consumer operation. Their bodies must still be
 * Chift's `ChiftError`.
 */
export const CROSS_CUTTING_STATUSES = new Set([401, 403, 404, 405, 409, 413, 429, 500, 502]);

interface Match {
  path: string;
  operation: ChiftOperation;
}

const templates = Object.keys(doc.paths).map((path) => ({
  path,
  pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  // Literal segments first: `/webhooks/list` before `/webhooks/{webhookid}`.
  literal: path.replace(/\{[^}]+\}/g, '').length,
}));

/** Chift's operation for a concrete request path and method, when Chift declares one. */
export function chiftOperation(method: string, pathname: string): Match | undefined {
  const candidates = templates
    .filter((t) => t.pattern.test(pathname) && doc.paths[t.path]?.[method.toLowerCase()])
    .sort((a, b) => b.literal - a.literal);
  const found = candidates[0];
  return found ? { path: found.path, operation: doc.paths[found.path]![method.toLowerCase()]! } : undefined;
}

const validators = new Map<string, ValidateFunction>();
const chiftErrorSchema = { $ref: 'chift.json#/components/schemas/ChiftError' };

function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(anchor(schema) as object);
    validators.set(key, validate);
  }
  return validate;
}

export interface Verdict {
  /** `POST /consumers/{consumer_id}/connections 200`, the row of the coverage table. */
  key: string;
  problems: string[];
}

/**
 * Checks one answer against Chift's document; undefined when Chift does not declare the path
 * (Lintel's own additions, checked against Lintel's document elsewhere).
 */
export function checkAgainstChift(
  method: string,
  pathname: string,
  status: number,
  body: unknown,
): Verdict | undefined {
  const match = chiftOperation(method, pathname);
  if (!match) return undefined;
  const key = `${method.toUpperCase()} ${match.path} ${status}`;
  const declared = match.operation.responses[String(status)];
  const problems: string[] = [];
  let schema: unknown;
  if (declared) schema = declared.content?.['application/json']?.schema;
  else if (CROSS_CUTTING_STATUSES.has(status)) schema = chiftErrorSchema;
  else problems.push(`status ${status} is not declared by Chift for ${method.toUpperCase()} ${match.path}`);
  if (declared && !declared.content) {
    if (body !== null && body !== '' && body !== undefined)
      problems.push(`Chift declares no body for ${status}`);
  } else if (schema) {
    const validate = validatorFor(key, schema);
    if (!validate(body)) {
      problems.push(
        ...(validate.errors ?? []).map(
          (e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`,
        ),
      );
    }
  }
  return { key, problems };
}
