import { z } from 'zod';

/**
 * The vocabulary every resource of the unified model is declared with. A resource is a zod
 * object in REST spelling (Chift's snake_case) whose fields carry a description; from it are
 * derived the TypeScript type (`z.infer`), the validators, the GraphQL object and input types
 * (`schema/derive.ts`), the REST selection sets (`rest/selection.ts`) and the OpenAPI document
 * (`openapi/`). What only GraphQL needs (a field name that is not the camelCase of the REST
 * name, a GraphQL type kept for compatibility) lives in `graphqlMeta`, apart from zod's own
 * `.meta()` which the OpenAPI document reads.
 */

/** GraphQL-only facts about a field or a resource. */
export interface GraphQLFieldMeta {
  /** The GraphQL field name, when it is not the camelCase of the REST name (`consumerid` → `id`). */
  name?: string;
  /** The GraphQL type, when it is not the one derived from the zod type. */
  type?: GraphQLScalarName;
  /**
   * The enumeration whose GraphQL enum types the field, when the zod type is a plain string (an
   * event name) or another enumeration (`ApiName` is served as the wider `Api`).
   */
  enum?: Enumeration;
  /** The GraphQL description, where the field declares none (or a REST-only one). */
  description?: string;
  /**
   * The field holds the vendor's id of another record (`partner_id`): GraphQL serves that record
   * beside it (`partner: Contact`), read through `operation` (a get, or a list searched by id) in
   * one batched call per request.
   */
  reference?: { field: string; operation: string; description: string };
}

/** A schema made by `enumeration` (kept opaque here: a zod type inside a registry's meta is too deep for tsc). */
export interface Enumeration {
  readonly _zod: object;
}

/** The scalars a field can be given: GraphQL's own and Lintel's (`schema/scalars.ts`). */
export type GraphQLScalarName =
  | 'ID'
  | 'String'
  | 'Int'
  | 'Float'
  | 'Boolean'
  | 'DateTime'
  | 'LocalDateTime'
  | 'Date'
  | 'JSON'
  | 'URL'
  | 'CurrencyCode'
  | 'CountryCode';

export interface ResourceMeta {
  /** The GraphQL type name, when it is not the component name (`ConsumerItem` → `Consumer`). */
  graphqlType?: string;
  /** The GraphQL input type of the resource where an input holds it (`CredentialItem` → `CredentialInput`). */
  graphqlInput?: string;
  /**
   * GraphQL serves the resource as this wider one's type (a listed invoice as `Invoice`, whose
   * `pdf` only a lookup fills): REST keeps the narrower shape, GraphQL has one type.
   */
  graphqlAs?: { readonly _zod: object };
  /** The resource carries the vendor's own record as `raw` on request (`x-chift-raw-data`). */
  raw?: boolean;
  /**
   * A record read from a vendor that GraphQL identifies globally: it implements `Node`, its `id`
   * is an opaque global id and its REST `id` is `remoteId`.
   */
  node?: boolean;
}

export const graphqlMeta = z.registry<GraphQLFieldMeta>();
export const resourceMeta = z.registry<ResourceMeta>();

/** Attaches GraphQL-only facts to a field schema (returned as is, for use inside a shape). */
export function graphql<T extends z.ZodType>(schema: T, meta: GraphQLFieldMeta): T {
  // Facts given twice to one schema add up (a reference on a `remoteId`): the registry keeps one
  // entry per schema, and a second `add` would drop the first's.
  graphqlMeta.add(schema, { ...graphqlMeta.get(schema), ...meta });
  return schema;
}

/**
 * The one place where case is converted: a REST field name (`unit_price`) to its GraphQL name
 * (`unitPrice`), unless the field declares another.
 */
export function graphqlName(restName: string, field?: z.ZodType): string {
  const declared = field ? graphqlMetaOf(field).name : undefined;
  return declared ?? restName.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** GraphQL-only facts of a field, looked up through its optional/nullable/default wrappers. */
export function graphqlMetaOf(schema: z.ZodType): GraphQLFieldMeta {
  const found: GraphQLFieldMeta[] = [];
  let current: z.ZodType | undefined = schema;
  while (current) {
    const meta = graphqlMeta.get(current);
    if (meta) found.push(meta);
    const def = current._zod.def as { type: string; innerType?: z.ZodType };
    current = ['optional', 'nullable', 'default', 'prefault'].includes(def.type) ? def.innerType : undefined;
  }
  // The outermost declaration wins.
  return Object.assign({}, ...found.reverse());
}

/** GraphQL enum value names are UPPER_CASE without punctuation (`sale` → `SALE`, `DNS failure` → `DNS_FAILURE`). */
export function graphqlEnumName(value: string): string {
  return value
    .trim()
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/**
 * What one value of an enumeration is: its description in readable words, and its GraphQL name
 * when `graphqlEnumName` of the value does not read well (`N/A` → `UNSPECIFIED`).
 */
export type EnumValueDoc = string | { name: string; description: string };

/** One value of an enumeration as GraphQL serves it: the REST value, its name and description. */
export interface GraphQLEnumValue {
  value: string;
  name: string;
  description: string;
}

const enumValueDocs = z.registry<{ values: GraphQLEnumValue[] }>();

/** The values of a named enumeration with their GraphQL names and descriptions. */
export function graphqlEnumValues(schema: z.ZodType): GraphQLEnumValue[] | undefined {
  return enumValueDocs.get(schema)?.values;
}

function addRawProperty({ jsonSchema }: { jsonSchema: { properties?: Record<string, unknown> } }): void {
  jsonSchema.properties = {
    ...jsonSchema.properties,
    raw: { description: "The connected software's own record, sent when x-chift-raw-data is true" },
  };
}

/** A resource of the unified model: a named, described object in REST spelling. */
export function resource<Shape extends z.ZodRawShape>(
  name: string,
  description: string,
  shape: Shape,
  meta: ResourceMeta = {},
) {
  const schema = z.object(shape).meta({
    id: name,
    description,
    // `raw` is not a declared field (its shape is the vendor's), but the answers carry it on request.
    ...(meta.raw ? { override: addRawProperty } : {}),
  });
  resourceMeta.add(schema, meta);
  return schema;
}

/**
 * A named set of values (`TaxType`): a GraphQL enum and an OpenAPI component. The zod values are
 * the REST ones (the spec's spelling, which REST answers and accepts); `docs` describes every value
 * and may give it a readable GraphQL name (`N/A` → `UNSPECIFIED`).
 */
export function enumeration<const V extends readonly [string, ...string[]]>(
  name: string,
  description: string,
  values: V,
  docs: Record<V[number], EnumValueDoc>,
) {
  const schema = z.enum(values).meta({ id: name, description });
  const described = values.map((value: V[number]): GraphQLEnumValue => {
    const doc: EnumValueDoc = docs[value];
    return typeof doc === 'string'
      ? { value, name: graphqlEnumName(value), description: doc }
      : { value, name: doc.name, description: doc.description };
  });
  const names = new Set(described.map((v) => v.name));
  if (names.size !== described.length)
    throw new Error(`enumeration ${name}: two values share a GraphQL name`);
  enumValueDocs.add(schema, { values: described });
  return schema;
}

export type AnyResource = z.ZodObject<z.ZodRawShape>;

/** What a field schema is once its optional/nullable/default wrappers are taken off. */
export interface UnwrappedField {
  inner: z.ZodType;
  nullable: boolean;
  optional: boolean;
  defaultValue?: unknown;
}

export function unwrap(schema: z.ZodType): UnwrappedField {
  let current = schema;
  let nullable = false;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType; defaultValue?: unknown };
    if (def.type === 'optional') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      defaultValue = def.defaultValue;
    } else break;
    current = def.innerType!;
  }
  return { inner: current, nullable, optional, ...(defaultValue !== undefined ? { defaultValue } : {}) };
}

/** The component name (`TaxCode`) of a resource or enum schema, if it has one. */
export function componentName(schema: z.ZodType): string | undefined {
  const meta = z.globalRegistry.get(schema) as { id?: string } | undefined;
  return meta?.id;
}

export function describe(schema: z.ZodType): string | undefined {
  return (z.globalRegistry.get(schema) as { description?: string } | undefined)?.description;
}

/** The element schema of an array schema, or undefined. */
export function arrayElement(schema: z.ZodType): z.ZodType | undefined {
  const def = schema._zod.def as { type: string; element?: z.ZodType };
  return def.type === 'array' ? def.element : undefined;
}

export function isObject(schema: z.ZodType): schema is AnyResource {
  return schema._zod.def.type === 'object';
}

export function enumValues(schema: z.ZodType): string[] | undefined {
  const def = schema._zod.def as { type: string; entries?: Record<string, string> };
  return def.type === 'enum' ? Object.values(def.entries ?? {}) : undefined;
}

/**
 * Things made once per name (GraphQL types, page envelopes): asked again for a name with the
 * same declaration, it answers what it made; asked for a name with another declaration, it
 * throws, where a plain map would silently answer the first one's.
 */
export function createNamedRegistry<Made>(what: string) {
  const made = new Map<string, { source: unknown; value: Made }>();
  return (name: string, source: unknown, make: () => Made): Made => {
    const existing = made.get(name);
    if (existing) {
      if (existing.source !== source)
        throw new Error(`${what} ${name} is made from two different declarations`);
      return existing.value;
    }
    const value = make();
    made.set(name, { source, value });
    return value;
  };
}
