import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the tests: `graphql(...)` from `test/gql` returns a TypedDocumentNode, so a
 * query's variables and result are checked by the compiler against `schema/schema.graphql`.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['test/**/*.ts', '!test/gql/**'],
  ignoreNoDocuments: true,
  importExtension: '.js',
  generates: {
    'test/gql/': {
      preset: 'client',
      // persisted-documents.json: the trusted-documents manifest a frontend would ship (see README).
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          Date: 'string',
          DateTime: 'string',
          LocalDateTime: 'string',
          JSON: 'unknown',
          URL: 'string',
          CurrencyCode: 'string',
          CountryCode: 'string',
          ID: 'string',
        },
      },
      plugins: [],
    },
  },
  hooks: {},
};

export default config;
