import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as model from '../../src/model/index.js';
import {
  type AccountOperation,
  accountOperations,
  arrayElement,
  componentName,
  graphqlArguments,
  graphqlName,
  isObject,
  operationDeclaration,
  operationIds,
  resourceMeta,
  unwrap,
} from '../../src/model/index.js';
import { schema } from '../../src/schema/index.js';

/** CONTRACT §7: every type, field, argument, input field and enum value has a description. */

const described = (thing: { description?: string | null | undefined }) =>
  typeof thing.description === 'string' && thing.description.trim() !== '';

function undescribed(): string[] {
  const missing: string[] = [];
  const args = (owner: string, list: readonly GraphQLArgument[]) => {
    for (const a of list) if (!described(a)) missing.push(`${owner}(${a.name})`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    if (!described(type)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
        if (!described(field)) missing.push(`${type.name}.${field.name}`);
        args(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()) as GraphQLInputField[])
        if (!described(field)) missing.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (!described(value)) missing.push(`${type.name}.${value.name}`);
    }
  }
  for (const directive of schema.getDirectives())
    if (!['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf'].includes(directive.name)) {
      if (!described(directive)) missing.push(`@${directive.name}`);
      args(`@${directive.name}`, directive.args);
    }
  return missing.sort();
}

// ---- closed sets declared in the model are never served as String ------------------------------

/** The field's value is one of a closed set (a zod enum or literal), directly or as list items. */
function isClosedSet(field: z.ZodType): boolean {
  const { inner } = unwrap(field);
  const element = arrayElement(inner);
  const type = unwrap(element ?? inner).inner._zod.def.type;
  return type === 'enum' || type === 'literal';
}

/** GraphQL names of the fields of `declaration` that hold a closed set. */
function closedSetNames(declaration: z.ZodType, nameOf = graphqlName): string[] {
  if (!isObject(declaration)) return [];
  return Object.entries(declaration.shape as Record<string, z.ZodType>)
    .filter(([, field]) => isClosedSet(field))
    .map(([rest, field]) => nameOf(rest, field));
}

interface Place {
  /** Where the GraphQL schema serves it: an object type, an input type, or a field's arguments. */
  kind: 'object' | 'input' | 'args';
  /** The type name, or for `args` the field name (on whatever type holds it). */
  owner: string;
  names: string[];
}

/** Every place the model declares a closed set that the GraphQL schema derives a type from. */
function declaredClosedSets(): Place[] {
  const places: Place[] = [];
  // Resources (every zod object the model exports): their object and input types.
  for (const value of Object.values(model)) {
    if (!value || typeof value !== 'object' || !('_zod' in value)) continue;
    const declaration = value as z.ZodType;
    if (!isObject(declaration)) continue;
    const names = closedSetNames(declaration);
    if (names.length === 0) continue;
    const meta = resourceMeta.get(declaration) ?? {};
    const objectName = meta.graphqlType ?? componentName(declaration);
    if (objectName) places.push({ kind: 'object', owner: objectName, names });
    if (meta.graphqlInput) places.push({ kind: 'input', owner: meta.graphqlInput, names });
  }
  // Account operations: path and query parameters are arguments; a body is the input type.
  for (const declaration of Object.values(accountOperations) as AccountOperation[]) {
    const args = graphqlArguments(declaration)
      .filter((a) => a.from !== 'body' && isClosedSet(a.schema))
      .map((a) => a.name);
    if (args.length > 0) places.push({ kind: 'args', owner: declaration.graphql.field, names: args });
    const field = declaration.graphql;
    const input = field.kind === 'mutation' ? field.input : undefined;
    if (input && declaration.body) {
      places.push({ kind: 'input', owner: input, names: closedSetNames(declaration.body.schema) });
    }
  }
  // Consumer operations: filters are arguments of the list field; a create's body is its input.
  for (const id of operationIds) {
    const declaration = operationDeclaration(id);
    if (declaration.kind === 'list') {
      places.push({ kind: 'args', owner: declaration.field, names: closedSetNames(declaration.filter) });
    } else if (declaration.kind === 'create') {
      places.push({ kind: 'input', owner: declaration.input, names: closedSetNames(declaration.body) });
    }
  }
  return places.filter((p) => p.names.length > 0);
}

/** Each place the schema serves a declared closed set, with the GraphQL type it has there. */
function servedClosedSets(): { at: string; type: string }[] {
  const served: { at: string; type: string }[] = [];
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  for (const place of declaredClosedSets()) {
    if (place.kind === 'args') {
      for (const type of types) {
        if (!isObjectType(type) && !isInterfaceType(type)) continue;
        const field = type.getFields()[place.owner];
        if (!field) continue;
        for (const arg of field.args)
          if (place.names.includes(arg.name))
            served.push({ at: `${type.name}.${field.name}(${arg.name})`, type: getNamedType(arg.type).name });
      }
      continue;
    }
    const type = schema.getType(place.owner);
    if (!type) continue;
    const wanted = place.kind === 'object' ? isObjectType(type) : isInputObjectType(type);
    if (!wanted || !('getFields' in type)) continue;
    const fields = type.getFields() as Record<string, { type: Parameters<typeof getNamedType>[0] }>;
    for (const name of place.names) {
      const field = fields[name];
      if (field) served.push({ at: `${type.name}.${name}`, type: getNamedType(field.type)?.name ?? '' });
    }
  }
  return served;
}

describe('GraphQL descriptions (CONTRACT §7)', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    expect(undescribed()).toEqual([]);
  });

  it('serves no closed set of the model (a zod enum or literal) as String', () => {
    const served = servedClosedSets();
    // The walk reaches what it must: object fields, input fields and arguments.
    expect(served.map((s) => s.at)).toEqual(
      expect.arrayContaining([
        'Opportunity.status',
        'Contact.gender',
        'UpdateWebhookInput.status',
        'Query.webhooks(status)',
        'Pms.orders(state)',
      ]),
    );
    expect(served.filter((s) => s.type === 'String').map((s) => s.at)).toEqual([]);
    for (const s of served) expect(isEnumType(schema.getType(s.type)), s.at).toBe(true);
  });
});
