import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLEnumType,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  Kind,
  type SelectionSetNode,
  typeFromAST,
} from 'graphql';
import type { z } from 'zod';
import { arrayElement, isObject, unwrap } from '../model/index.js';

/**
 * GraphQL serializes enums by name (`SALE`, `NA`); REST answers with the spec's spelling
 * (`sale`, `N/A`), which each enum keeps as its internal value. A plan computed once per route
 * says which response keys hold enums, so shaping a result is a plain walk.
 */
type Plan = Map<string, { enumType?: GraphQLEnumType; children?: Plan }>;

function planFor(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  selections: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
): Plan {
  const plan: Plan = new Map();
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD || selection.kind === Kind.INLINE_FRAGMENT) {
      const fragment =
        selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      const on = fragment.typeCondition ? typeFromAST(schema, fragment.typeCondition) : parent;
      if (on && isCompositeType(on)) {
        for (const [k, v] of planFor(schema, on, fragment.selectionSet, fragments)) plan.set(k, v);
      }
      continue;
    }
    const field = selection as FieldNode;
    if (!('getFields' in parent)) continue;
    const definition = parent.getFields()[field.name.value];
    if (!definition) continue;
    const named = getNamedType(definition.type);
    const key = field.alias?.value ?? field.name.value;
    if (isEnumType(named)) plan.set(key, { enumType: named });
    else if (field.selectionSet && isCompositeType(named)) {
      plan.set(key, { children: planFor(schema, named, field.selectionSet, fragments) });
    }
  }
  return plan;
}

function apply(value: unknown, entry: { enumType?: GraphQLEnumType; children?: Plan }): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => apply(v, entry));
  if (entry.enumType) return entry.enumType.getValue(String(value))?.value ?? value;
  if (entry.children && typeof value === 'object') {
    const out = value as Record<string, unknown>;
    for (const [key, child] of entry.children) if (key in out) out[key] = apply(out[key], child);
  }
  return value;
}

export function createResultShaper(
  schema: GraphQLSchema,
  document: DocumentNode,
): (data: unknown) => unknown {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION)
    throw new Error('document without operation');
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) throw new Error('schema without root type');
  const plan = planFor(schema, root, operation.selectionSet, fragments);
  return (data) => apply(data, { children: plan });
}

/**
 * GraphQL can only say null; a REST field declared optional but not nullable (`LinkItem.connectionid`
 * before the connection exists) must be left out instead. Computed once per route from the
 * response's declaration; nested objects and arrays of objects included.
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
