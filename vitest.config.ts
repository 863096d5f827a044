import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Pothos and yoga load graphql's CommonJS build; make Vite resolve the same file so there is one
// graphql "realm" (otherwise: "Cannot use GraphQLScalarType from another module or realm").
const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    include: ['test/**/*.test.ts'],
    // The migrated PGlite template, once per run (test/kit/databases.ts).
    globalSetup: ['test/kit/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
