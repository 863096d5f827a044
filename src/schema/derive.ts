import type {
  ImplementableObjectRef,
  InputFieldMap,
  InputFieldsFromShape,
  InputObjectRef,
  ObjectRef,
  RootFieldBuilder,
} from '@pothos/core';
import { z } from 'zod';
import { findLintelError } from '../errors.js';
import {
  type AccountOperation,
  type AnyResource,
  arrayElement,
  componentName,
  createNamedRegistry,
  describe,
  enumValues,
  type GraphQLFieldMeta,
  graphqlArguments,
  graphqlEnumValues,
  graphqlMetaOf,
  graphqlName,
  graphql as graphqlWith,
  isObject,
  type OperationId,
  operationDeclaration,
  resourceMeta,
  unwrap,
} from '../model/index.js';
import type { RequestContext } from '../services/context.js';
import { loadReference } from '../services/records.js';
import { sourceOf } from '../services/sources.js';
import { builder, type Types } from './builder.js';
import { connectionArguments, globalId, NodeRef } from './relay.js';

/**
 * GraphQL types derived from the model's declarations (`model/`): object types for resources,
 * enum types for enumerations, argument sets and input types for filters and bodies. Field names
 * are converted by `graphqlName`, the model's one conversion; values arrive in resolvers in REST
 * spelling (the input types and argument sets convert them back while validating), so resolvers
 * and connectors only ever see the declared REST names.
 */

// biome-ignore lint/suspicious/noExplicitAny: Pothos type parameters of derived fields are only known at run time.
type TypeParam = any;
type AnyObjectRef = ObjectRef<Types, TypeParam>;
type Scalar = NonNullable<GraphQLFieldMeta['type']>;

/**
 * The declared description, as Pothos options: GraphQL's own (`graphql(…, { description })`), else
 * the field's, else that of the enumeration or resource it holds.
 */
function doc(schema: z.ZodType): { description?: string } {
  let description = graphqlMetaOf(schema).description;
  // The outermost description among the optional/nullable/default wrappers and what they hold.
  for (let current: z.ZodType | undefined = schema; !description && current; ) {
    description = describe(current);
    const def = current._zod.def as { type: string; innerType?: z.ZodType };
    current = ['optional', 'nullable', 'default', 'prefault'].includes(def.type) ? def.innerType : undefined;
  }
  const element = arrayElement(unwrap(schema).inner);
  if (!description && element) description = describe(unwrap(element).inner);
  return description ? { description } : {};
}

const enumRefs = createNamedRegistry<TypeParam>('The GraphQL enum');

/**
 * The GraphQL enum of an enumeration (`TaxScope`: `NATIONAL`, …), every value described, whose
 * internal values are the REST ones (`nat`): resolvers and REST see the spec's spelling.
 */
export function enumTypeFor(schema: z.ZodType): TypeParam {
  const name = componentName(schema);
  const values = graphqlEnumValues(schema);
  if (!name || !values || !enumValues(schema)) throw new Error('enumTypeFor: not a declared enumeration');
  return enumRefs(name, schema, () =>
    builder.enumType(name, {
      ...doc(schema),
      values: Object.fromEntries(
        values.map(({ value, name, description }) => [name, { value, description }]),
      ),
    }),
  );
}

/** The GraphQL type a field declares apart from its zod type: a scalar or an enumeration's enum. */
function declaredType(meta: GraphQLFieldMeta): TypeParam | undefined {
  return meta.enum ? enumTypeFor(meta.enum as z.ZodType) : meta.type;
}

function scalarOf(inner: z.ZodType): Scalar | undefined {
  const def = inner._zod.def as { type: string; format?: string };
  switch (def.type) {
    case 'string':
      if (def.format === 'datetime') return 'DateTime';
      if (def.format === 'date') return 'Date';
      if (def.format === 'url') return 'URL';
      return 'String';
    case 'number':
      return def.format && /int/.test(def.format) ? 'Int' : 'Float';
    case 'boolean':
      return 'Boolean';
    case 'record':
    case 'unknown':
    case 'any':
      return 'JSON';
    default:
      return undefined;
  }
}

interface Derived {
  type: TypeParam;
  nullable: boolean;
  defaultValue?: unknown;
}

function outputOf(field: z.ZodType): Derived {
  const meta = graphqlMetaOf(field);
  const { inner, nullable: isNullable, optional, defaultValue } = unwrap(field);
  // A field the REST shape may leave out is null in GraphQL.
  const nullable = isNullable || optional;
  const base = { nullable, ...(defaultValue !== undefined ? { defaultValue } : {}) };
  const declared = declaredType(meta);
  if (declared) return { type: declared, ...base };
  const element = arrayElement(inner);
  if (element) return { type: [outputOf(element).type], ...base };
  if (isObject(inner)) return { type: objectTypeFor(inner), ...base };
  if (enumValues(inner)) return { type: enumTypeFor(inner), ...base };
  const scalar = scalarOf(inner);
  if (!scalar) throw new Error(`no GraphQL output type for a ${inner._zod.def.type}`);
  return { type: scalar, ...base };
}

export interface ObjectTypeOptions {
  /** Runs before each field of the resource resolves (e.g. a scope check), except those listed. */
  guard?: { check(ctx: RequestContext): void; except: string[] };
  /** One of Lintel's own objects that implements `Node` with its UUID as `id` (a consumer, a webhook). */
  node?: boolean;
}

const objectRefs = createNamedRegistry<AnyObjectRef>('The GraphQL type');

/**
 * The GraphQL object type of a resource: one field per declared field (camelCase name, type from
 * the zod type, nullability, description) and `raw` when the resource carries one. Resources
 * nested in it get their own types, once.
 */
export function objectTypeFor<S extends AnyResource>(
  schema: S,
  options: ObjectTypeOptions = {},
): ObjectRef<Types, z.output<S> & { raw?: unknown }> {
  const meta = resourceMeta.get(schema) ?? {};
  if (meta.graphqlAs) return objectTypeFor(meta.graphqlAs as unknown as S, options);
  const name = meta.graphqlType ?? componentName(schema);
  if (!name) throw new Error('objectTypeFor: the resource has no name');
  // Registered before it is implemented: implementing it makes the types it nests, which may
  // name it again.
  let made: ImplementableObjectRef<Types, Record<string, unknown>> | undefined;
  const ref = objectRefs(name, schema, () => {
    made = builder.objectRef<Record<string, unknown>>(name);
    return made as AnyObjectRef;
  });
  if (made) {
    made.implement({
      ...doc(schema),
      ...(meta.node || options.node ? { interfaces: [NodeRef] } : {}),
      fields: (t) => {
        const fields: Record<string, unknown> = {};
        if (meta.node) {
          fields.id = t.id({
            description: 'Global id of the record: unique across consumers and connections; opaque',
            resolve: (parent) => {
              const source = sourceOf(parent);
              if (!source) throw new Error(`${name} without its source`);
              return globalId(name, source.connectionId, String(parent.id));
            },
          });
        }
        for (const [restName, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
          const reference = graphqlMetaOf(field).reference;
          if (reference) fields[reference.field] = referenceField(t, restName, reference, field);
          const { type, nullable, defaultValue } = outputOf(field);
          const guard =
            options.guard && !options.guard.except.includes(restName) ? options.guard.check : null;
          fields[graphqlName(restName, field)] = t.field({
            type,
            nullable,
            ...doc(field),
            resolve: (parent, _args, ctx) => {
              guard?.(ctx);
              const value = parent[restName];
              return (value === null || value === undefined ? (defaultValue ?? null) : value) as never;
            },
          });
        }
        if (meta.raw) {
          fields.raw = t.field({
            type: 'JSON',
            nullable: true,
            description: "The connected software's own record, when x-chift-raw-data is asked for",
            resolve: (parent) => (parent.raw ?? null) as never,
          });
        }
        return fields as never;
      },
    });
  }
  return ref as never;
}

/**
 * The record a field's vendor id names (`Product.tax` beside `taxId`), read through the
 * connection that served the parent, in the request's batch. A reference to a record the vendor
 * no longer has is null.
 */
function referenceField(
  t: { field(options: never): unknown },
  restName: string,
  reference: NonNullable<GraphQLFieldMeta['reference']>,
  field: z.ZodType,
): unknown {
  const operation = reference.operation as OperationId;
  const load = async (ctx: RequestContext, source: NonNullable<ReturnType<typeof sourceOf>>, id: string) => {
    try {
      return await loadReference(ctx, operation, source, id);
    } catch (error) {
      if (findLintelError(error)?.code === 'ERROR_API_RESOURCE_NOT_FOUND') return null;
      throw error;
    }
  };
  const type = objectTypeFor(operationDeclaration(operation).item);
  // A list of ids (a product's categories) is served as the list of the records still found.
  if (arrayElement(unwrap(field).inner)) {
    return t.field({
      type: [type],
      nullable: true,
      description: reference.description,
      resolve: async (parent: Record<string, unknown>, _args: unknown, ctx: RequestContext) => {
        const ids = parent[restName];
        const source = sourceOf(parent);
        if (!Array.isArray(ids) || !source) return null;
        const found = await Promise.all(
          ids.filter((id) => id !== null && id !== '').map((id) => load(ctx, source, String(id))),
        );
        return found.filter((record) => record !== null);
      },
    } as never);
  }
  return t.field({
    type,
    nullable: true,
    description: reference.description,
    resolve: async (parent: Record<string, unknown>, _args: unknown, ctx: RequestContext) => {
      const id = parent[restName];
      const source = sourceOf(parent);
      if (id === null || id === undefined || id === '' || !source) return null;
      return load(ctx, source, String(id));
    },
  } as never);
}

// ---- inputs: argument sets and input types ------------------------------------------------

/**
 * A zod object keyed by GraphQL names that validates GraphQL values with the declared field
 * schemas and answers them in REST spelling. A GraphQL null for a field the REST shape does not
 * allow null is read as "left out".
 */
export function graphqlInputSchema<S extends z.ZodObject>(
  schema: S,
  nameOf: (restName: string, field: z.ZodType) => string = graphqlName,
): z.ZodType<z.output<S>, unknown> {
  const renames: [graphql: string, rest: string][] = [];
  const shape: Record<string, z.ZodType> = {};
  for (const [restName, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const name = nameOf(restName, field);
    renames.push([name, restName]);
    const { inner, nullable, optional } = unwrap(field);
    const element = arrayElement(inner);
    let converted: z.ZodType = field;
    // Nested objects are keyed by GraphQL names as well.
    if (isObject(inner)) converted = rewrap(graphqlInputSchema(inner), field);
    else if (element && isObject(element)) converted = rewrap(z.array(graphqlInputSchema(element)), field);
    shape[name] =
      optional && !nullable ? z.preprocess((v) => (v === null ? undefined : v), converted) : converted;
  }
  return z.object(shape).transform((value) => {
    const out: Record<string, unknown> = {};
    for (const [name, restName] of renames) if (value[name] !== undefined) out[restName] = value[name];
    return out as never;
  }) as never;
}

/** `inner` with the optional/nullable wrappers of `like`. */
function rewrap(inner: z.ZodType, like: z.ZodType): z.ZodType {
  const { nullable, optional } = unwrap(like);
  let out = inner;
  if (nullable) out = out.nullable();
  if (optional) out = out.optional();
  return out;
}

function inputOf(field: z.ZodType, nested: Record<string, string>): Derived {
  const meta = graphqlMetaOf(field);
  const { inner, nullable, optional, defaultValue } = unwrap(field);
  const base = { nullable: nullable || optional, ...(defaultValue !== undefined ? { defaultValue } : {}) };
  const declared = declaredType(meta);
  if (declared) return { type: declared, ...base };
  const element = arrayElement(inner);
  if (element) return { type: [inputOf(element, nested).type], ...base };
  // A nested input is validated (and renamed to REST spelling) with its parent, not twice.
  if (isObject(inner)) return { type: inputTypeFor(inner, nested, { validate: false }), ...base };
  if (enumValues(inner)) return { type: enumTypeFor(inner), ...base };
  const scalar = scalarOf(inner);
  if (!scalar) throw new Error(`no GraphQL input type for a ${inner._zod.def.type}`);
  return { type: scalar, ...base };
}

type MakeInput = (options: never) => unknown;

function inputFields(
  make: MakeInput,
  schema: z.ZodObject,
  nested: Record<string, string>,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [restName, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const { type, nullable, defaultValue } = inputOf(field, nested);
    fields[graphqlName(restName, field)] = make({
      type,
      required: !nullable,
      ...doc(field),
      ...(defaultValue !== undefined ? { defaultValue } : {}),
    } as never);
  }
  return fields;
}

const inputRefs = createNamedRegistry<InputObjectRef<Types, unknown>>('The GraphQL input type');

/**
 * The GraphQL input type of a body declaration (`CreateProductInput`), validated as a whole (every
 * issue at once, with GraphQL names in `loc`) and handed to resolvers in REST spelling. `nested`
 * names the input types of nested resources where their declaration does not (`graphqlInput`).
 */
export function inputTypeFor<S extends AnyResource>(
  schema: S,
  nested: Record<string, string> & { self?: string } = {},
  /** `validate: false`: the resolver validates it (a payload mutation answers issues as userErrors). */
  options: { validate?: boolean } = {},
): InputObjectRef<Types, z.output<S>> {
  const component = componentName(schema) ?? '';
  const name = nested.self ?? nested[component] ?? resourceMeta.get(schema)?.graphqlInput;
  if (!name) throw new Error(`inputTypeFor: no GraphQL input name for ${component}`);
  const { self: _self, ...children } = nested;
  return inputRefs(name, schema, () => {
    const ref = builder.inputType(name, {
      ...doc(schema),
      fields: (t) => inputFields((o) => t.field(o), schema, children) as never,
    });
    if (options.validate !== false) ref.validate(graphqlInputSchema(schema));
    return ref as never;
  }) as never;
}

/**
 * A field's arguments derived from a REST-spelled declaration (paging and filters), validated
 * together and handed to the resolver in REST spelling, after `complete`.
 */
export function argsFor<S extends z.ZodObject, Out = z.output<S>>(
  t: Pick<RootFieldBuilder<Types, unknown>, 'arg' | 'validate'>,
  schema: S,
  complete?: (value: z.output<S>) => Out,
): InputFieldsFromShape<Types, Out, 'Arg'> {
  const args = inputFields((o) => t.arg(o), schema, {}) as InputFieldMap;
  const base = graphqlInputSchema(schema);
  const validated = complete ? base.transform((v) => complete(v)) : base;
  return t.validate(args, validated as z.ZodType<Out>);
}

/** The output of a parameter object; `{}` nothing for none (zod's is `Record<string, never>`). */
type OutputOf<O extends z.ZodObject> = keyof O['shape'] extends never ? unknown : z.output<O>;

/** What the resolver of an account operation's field receives: its arguments in REST spelling. */
export type AccountArgs<D extends AccountOperation> = OutputOf<D['params']> &
  OutputOf<D['query']> &
  (D extends { body: { schema: infer B extends z.ZodType } } ? { input: z.output<B> } : unknown);

/**
 * The arguments of an account operation's GraphQL field (`model/account-operations.ts`): its
 * path parameters as required `ID`s (each validated with its declaration), its query parameters
 * with their defaults and bounds, and `input`, the body's input type. All carry their declared
 * descriptions; the resolver receives them in REST spelling (`consumer_id`, `internal_reference`).
 */
export function accountArgs<D extends AccountOperation>(
  t: Pick<RootFieldBuilder<Types, unknown>, 'arg' | 'validate'>,
  declaration: D,
): InputFieldsFromShape<Types, AccountArgs<D>, 'Arg'> {
  const list = graphqlArguments(declaration);
  if (list.length === 0) return {} as never;
  const args: Record<string, unknown> = {};
  const shape: Record<string, z.ZodType> = {};
  for (const { name, from, rest, schema } of list) {
    if (from === 'body') {
      if (declaration.graphql.kind !== 'mutation' || !declaration.graphql.input)
        throw new Error(`${declaration.graphql.field}: a body needs the name of its input type`);
      const type = inputTypeFor(schema as AnyResource, { self: declaration.graphql.input });
      args[name] = t.arg({ type, required: true, ...doc(schema) });
      // Validated by its input type already.
      shape[rest] = z.unknown();
      continue;
    }
    const { type, nullable, defaultValue } = inputOf(schema, {});
    args[name] = t.arg({
      type,
      required: !nullable,
      ...doc(schema),
      ...(defaultValue !== undefined ? { defaultValue } : {}),
      // A path parameter is checked as its own argument, with its declaration.
      ...(from === 'path' ? { validate: schema } : {}),
    } as never);
    shape[rest] = schema;
  }
  const names = new Map(list.map((a) => [a.rest, a.name]));
  return t.validate(
    args as InputFieldMap,
    graphqlInputSchema(z.object(shape), (rest) => names.get(rest)!) as z.ZodType<AccountArgs<D>>,
  ) as never;
}

/** `Rotate an API client’s secret` → `rotate an API client’s secret`. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** `createConsumer` → `CreateConsumer`. */
const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The one `input` of an account mutation (`UpdateConsumerInput`): its path parameters, the id of
 * the record it changes named `id`, then the fields of its body. Validated by the resolver
 * (`validate`, answering REST names), so that issues are the payload's `userErrors`.
 */
export function accountMutationInput(declaration: AccountOperation) {
  const field = declaration.graphql;
  if (field.kind !== 'mutation') throw new Error(`${field.field} is not a mutation`);
  const shape: Record<string, z.ZodType> = {};
  for (const [rest, schema] of Object.entries(declaration.params.shape as Record<string, z.ZodType>)) {
    shape[rest] =
      rest === field.id
        ? graphqlWith(z.uuid().describe(describe(schema) ?? 'The record'), { name: 'id', type: 'ID' })
        : schema;
  }
  if (declaration.body) Object.assign(shape, declaration.body.schema.shape);
  const schema = z.object(shape).describe(`What ${field.field} changes: ${lowerFirst(declaration.summary)}`);
  const name = `${capitalized(field.field)}Input`;
  return {
    type: inputTypeFor(schema as AnyResource, { self: name }, { validate: false }),
    validate: graphqlInputSchema(schema),
  };
}

/** What a connection field's resolver receives: the window asked for and its filters (REST names). */
export interface ConnectionArgs<F> {
  window: { first: number; after?: string | null };
  filter: F;
}

/**
 * The arguments of a connection field: `first`/`after` beside the field's own filters, validated
 * together; the resolver gets the window apart from the filters (a list's `complete` is applied
 * once, by its resolver: `listRecords` in `services/records.ts`).
 */
export function connectionArgsFor<F>(
  t: Pick<RootFieldBuilder<Types, unknown>, 'arg' | 'validate'>,
  filters: z.ZodRawShape,
): InputFieldsFromShape<Types, ConnectionArgs<F>, 'Arg'> {
  return argsFor(t, connectionArguments.extend(filters), (value) => {
    const { first, after, ...filter } = value as { first: number; after?: string | null };
    return { window: { first, after }, filter: filter as F };
  }) as never;
}

/**
 * The arguments of an account list that is a connection (`consumers`, `webhooks`,
 * `Webhook.logs`): `first`/`after` and the operation's own filters (REST's `page`/`size` are
 * REST's only).
 */
export function accountListArgs<D extends AccountOperation>(
  t: Pick<RootFieldBuilder<Types, unknown>, 'arg' | 'validate'>,
  declaration: D,
) {
  const { page: _page, size: _size, ...filters } = declaration.query.shape as Record<string, z.ZodType>;
  return connectionArgsFor<Omit<z.output<D['query']>, 'page' | 'size'>>(t, filters);
}

/** The description of an account operation's GraphQL field: its summary and description. */
export function accountDescription(declaration: AccountOperation): string {
  return `${declaration.summary}. ${declaration.description}`;
}
