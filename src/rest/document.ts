import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isObjectType,
} from 'graphql';
import type { RestInput, RestRoute } from './routes.js';

/**
 * A route's GraphQL document, written from its field path and the schema: the variable types are
 * the arguments' own, so a route never restates them. Enum arguments get their GraphQL names
 * from the REST values (`consumed` → `CONSUMED`).
 */
export interface RouteDocument {
  text: string;
  variables(input: RestInput): Record<string, unknown>;
  /** Where the answer sits in `data`. */
  path: string[];
}

interface Variable {
  name: string;
  arg: GraphQLArgument;
  read: (input: RestInput) => unknown;
}

function toGraphQLValue(arg: GraphQLArgument, value: unknown): unknown {
  const named = getNamedType(arg.type);
  if (!isEnumType(named) || typeof value !== 'string') return value;
  return named.getValues().find((v) => v.value === value)?.name ?? value;
}

export function routeDocument(schema: GraphQLSchema, route: RestRoute): RouteDocument {
  const { kind, steps } = route.graphql;
  let selection = route.graphql.selection ?? '';
  const root = kind === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) throw new Error(`schema has no ${kind} type`);
  const variables: Variable[] = [];
  const taken = new Set<string>();
  let parent: GraphQLObjectType = root;
  const opened: string[] = [];
  steps.forEach((step, index) => {
    const field: GraphQLField<unknown, unknown> | undefined = parent.getFields()[step.field];
    if (!field) throw new Error(`${route.method} ${route.path}: no field ${parent.name}.${step.field}`);
    const args = Object.entries(step.args ?? {}).map(([argName, read]) => {
      const arg = field.args.find((a) => a.name === argName);
      if (!arg) throw new Error(`${route.method} ${route.path}: no argument ${field.name}(${argName})`);
      let name = argName;
      for (let n = 2; taken.has(name); n++) name = `${argName}${n}`;
      taken.add(name);
      variables.push({ name, arg, read });
      return `${argName}: $${name}`;
    });
    opened.push(args.length > 0 ? `${field.name}(${args.join(', ')})` : field.name);
    const type = getNamedType(field.type);
    // An answer without a body reads nothing of the field but what GraphQL asks of an object.
    if (index === steps.length - 1 && route.graphql.selection === null && isObjectType(type))
      selection = '__typename';
    if (index < steps.length - 1) {
      if (!isObjectType(type))
        throw new Error(`${route.method} ${route.path}: ${field.name} is not an object`);
      parent = type;
    }
  });
  // Variables the selection uses besides the arguments of the path (`$raw`, `$redirect`).
  const extra: string[] = [];
  if (selection.includes('$raw')) extra.push('$raw: Boolean!');
  if (selection.includes('$redirect')) extra.push('$redirect: Boolean!');
  const definitions = [...variables.map((v) => `$${v.name}: ${String(v.arg.type)}`), ...extra];
  let body = selection === '' ? '' : ` { ${selection} }`;
  for (let i = opened.length - 1; i >= 0; i--)
    body = i === opened.length - 1 ? `${opened[i]}${body}` : `${opened[i]} { ${body} }`;
  const text = `${kind}${definitions.length > 0 ? `(${definitions.join(', ')})` : ''} { ${body} }`;
  return {
    text,
    path: [...steps.map((s) => s.field), ...(route.graphql.at ?? [])],
    variables(input) {
      const out: Record<string, unknown> = {};
      for (const v of variables) {
        const value = v.read(input);
        // Left out rather than null: the argument's default applies.
        if (value !== undefined) out[v.name] = toGraphQLValue(v.arg, value);
      }
      if (selection.includes('$raw')) out.raw = input.raw;
      if (selection.includes('$redirect')) out.redirect = input.body.redirect === true;
      return out;
    },
  };
}
