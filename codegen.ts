import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const scalars = {
  Date: 'string',
  DateTime: 'string',
  LocalDateTime: 'string',
  JSON: 'unknown',
  URL: 'string',
  CurrencyCode: 'string',
  CountryCode: 'string',
  ID: 'string',
};

/**
 * Typed documents for the tests: `graphql(...)` from `test/gql` returns a TypedDocumentNode, so a
 * query's variables and result are checked by the compiler against `schema/schema.graphql`.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: true,
  importExtension: '.js',
  generates: {
    'test/gql/': {
      documents: ['test/**/*.ts', '!test/gql/**'],
      preset: 'client',
      // persisted-documents.json: the trusted-documents manifest a frontend would ship (see README).
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
      },
      plugins: [],
    },
    // The operator console's documents (console/src): `__typename` on every selection, which the
    // normalized cache needs; its persisted-documents.json is accepted by /graphql next to the
    // operator's trusted documents (src/graphql/trusted-documents.ts).
    'console/gql/': {
      documents: ['console/src/**/*.ts', 'console/src/**/*.tsx'],
      preset: 'client',
      documentTransforms: [addTypenameSelectionDocumentTransform],
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      // Enums as `const` objects: the console lists an enum's values (the Events page's types)
      // from the schema itself, and a value added there shows without a console change.
      config: { useTypeImports: true, enumsAsConst: true, scalars },
      plugins: [],
    },
  },
  hooks: {},
};

export default config;
