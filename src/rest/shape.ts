import type { z } from 'zod';
import {
  type AnyResource,
  arrayElement,
  enumValues,
  graphqlMetaOf,
  isObject,
  resourceMeta,
  unwrap,
} from '../model/index.js';

/**
 * A record as REST answers it: exactly the fields its declaration lists (a connector's extra
 * properties never leak), in the declared order, a missing field as its default or null, nested
 * records likewise, the vendor's `raw` record last when asked for; then a field declared optional
 * but not nullable (`LinkItem.connectionid`) left out rather than null. The names are the
 * model's own (REST spelling): nothing is converted. A plan is computed once per route.
 */

type Project = (value: unknown) => unknown;

/** The scalar coercions GraphQL's serializers apply, so both surfaces answer the same JSON types. */
function scalarOf(field: z.ZodType): Project {
  const def = unwrap(field).inner._zod.def as { type: string; format?: string };
  switch (def.type) {
    case 'string':
      return (v) =>
        v instanceof Date ? v.toISOString() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : v;
    case 'number':
      return (v) =>
        typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
          ? Number(v)
          : typeof v === 'boolean'
            ? Number(v)
            : v;
    case 'boolean':
      return (v) => (typeof v === 'number' ? v !== 0 : v);
    default:
      return (v) => (v instanceof Date ? v.toISOString() : v);
  }
}

function fieldProjector(field: z.ZodType): Project {
  const meta = graphqlMetaOf(field);
  const { inner, defaultValue } = unwrap(field);
  const orDefault = (v: unknown) => (v === null || v === undefined ? (defaultValue ?? null) : v);
  // A field GraphQL serves as JSON, or as a declared scalar or enum, is a leaf.
  if (meta.type === 'JSON' || meta.enum || enumValues(inner)) return orDefault;
  if (meta.type) {
    const scalar = scalarOf(field);
    return (v) => scalar(orDefault(v));
  }
  const element = arrayElement(inner);
  if (element) {
    const each = fieldProjector(element);
    return (v) => {
      const value = orDefault(v);
      return Array.isArray(value) ? value.map(each) : value;
    };
  }
  if (isObject(inner)) {
    const nested = recordProjector(inner, false);
    return (v) => {
      const value = orDefault(v);
      return value === null ? null : nested(value);
    };
  }
  const scalar = scalarOf(inner);
  return (v) => {
    const value = orDefault(v);
    return value === null ? null : scalar(value);
  };
}

/** The projection of one record of `resource`; `raw`: the vendor's record is asked for. */
export function recordProjector(resource: AnyResource, raw: boolean): Project {
  const fields = Object.entries(resource.shape as Record<string, z.ZodType>).map(
    ([name, field]) => [name, fieldProjector(field)] as const,
  );
  const withRaw = raw && resourceMeta.get(resource)?.raw === true;
  return (value) => {
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [name, project] of fields) out[name] = project(record[name]);
    if (withRaw) out.raw = record.raw ?? null;
    return out;
  };
}

/**
 * Fields declared optional but not nullable are left out when null; computed once per route
 * from the response's declaration, nested objects and arrays of objects included.
 */
type AbsentPlan = { drop: string[]; children: Map<string, AbsentPlan> };

function absentPlanFor(schema: z.ZodType): AbsentPlan | undefined {
  const { inner } = unwrap(schema);
  const element = arrayElement(inner);
  if (element) return absentPlanFor(element);
  if (!isObject(inner)) return undefined;
  const plan: AbsentPlan = { drop: [], children: new Map() };
  for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
    const { optional, nullable } = unwrap(field);
    if (optional && !nullable) plan.drop.push(key);
    const child = absentPlanFor(field);
    if (child) plan.children.set(key, child);
  }
  return plan.drop.length > 0 || plan.children.size > 0 ? plan : undefined;
}

function dropAbsent(value: unknown, plan: AbsentPlan): void {
  if (Array.isArray(value)) {
    for (const item of value) dropAbsent(item, plan);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const out = value as Record<string, unknown>;
  for (const key of plan.drop) if (out[key] === null) delete out[key];
  for (const [key, child] of plan.children) dropAbsent(out[key], child);
}

export function createAbsentDropper(schema: z.ZodType | undefined): (value: unknown) => unknown {
  const plan = schema ? absentPlanFor(schema) : undefined;
  return (value) => {
    if (plan) dropAbsent(value, plan);
    return value;
  };
}
