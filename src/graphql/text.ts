import { type DocumentNode, GraphQLError, Kind, type ValueNode, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { type LintelError, validationError } from '../errors.js';
import { invalidTextItem, invalidTextItems, type ValidationItem } from '../model/index.js';

/** Items for the string literals that are not valid text in the arguments (and variable defaults) of `document`. */
function literalTextItems(document: DocumentNode): ValidationItem[] {
  const items: ValidationItem[] = [];
  const walk = (value: ValueNode, loc: (string | number)[]): void => {
    if (value.kind === Kind.STRING) {
      const item = invalidTextItem(loc, value.value);
      if (item) items.push(item);
    } else if (value.kind === Kind.LIST) for (const [i, v] of value.values.entries()) walk(v, [...loc, i]);
    else if (value.kind === Kind.OBJECT)
      for (const field of value.fields) walk(field.value, [...loc, field.name.value]);
  };
  visit(document, {
    Argument: (node) => walk(node.value, [node.name.value]),
    VariableDefinition: (node) => {
      if (node.defaultValue) walk(node.defaultValue, ['variables', node.variable.name.value]);
    },
  });
  return items;
}

/**
 * Variables holding a lone surrogate are not Unicode text (JSON's `\ud800` escape): the request
 * cannot start, a 400 `BAD_USER_INPUT` as for any variable that cannot be coerced (contract §7),
 * the items (`string_unicode`) in `extensions.detail`.
 */
function badVariablesError(items: ValidationItem[]): GraphQLError {
  const where = items.map((item) => `$${item.loc.slice(1).join('.')}`).join(', ');
  return new GraphQLError(
    `Variables must be Unicode text: a lone UTF-16 surrogate (U+D800 to U+DFFF without its pair) is in ${where}`,
    { extensions: { code: 'BAD_USER_INPUT', detail: items, http: { status: 400 } } },
  );
}

/**
 * Text in Lintel is valid Unicode without NUL (see `invalidTextItems`): an operation whose
 * variables hold a lone surrogate is refused before it runs as a bad request (400
 * `BAD_USER_INPUT`); one whose arguments or variables hold NUL is refused before it runs too (400)
 * with REST's validation code and items (`ERROR_VALIDATION`, `extensions.detail`). A lone surrogate in the document itself never gets here: graphql-js refuses it while
 * parsing (400 `GRAPHQL_PARSE_FAILED`). `toGraphQLError` is the surface's one translation of a
 * catalogued error.
 */
export function useRefuseInvalidText(toGraphQLError: (error: LintelError) => GraphQLError): Plugin {
  // Yoga parses each distinct document once and reuses its AST: its literals are walked once.
  const literals = new WeakMap<DocumentNode, ValidationItem[]>();
  const literalItemsOf = (document: DocumentNode) => {
    let items = literals.get(document);
    if (!items) {
      items = literalTextItems(document);
      literals.set(document, items);
    }
    return items;
  };
  const refusal = (document: DocumentNode, variables: unknown) => {
    const fromVariables = invalidTextItems(variables ?? {}, ['variables']);
    const lone = fromVariables.filter((item) => item.type === 'string_unicode');
    if (lone.length > 0) return { errors: [badVariablesError(lone)] };
    const items = [...literalItemsOf(document), ...fromVariables];
    return items.length > 0 ? { errors: [toGraphQLError(validationError(items))] } : undefined;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusal(args.document, args.variableValues);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusal(args.document, args.variableValues);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}
