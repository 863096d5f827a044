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
    // Closes test apps a file leaves open (files share a worker, see `isolate` below).
    setupFiles: ['test/kit/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Forks, not threads: tests spawn Lintel processes, send signals and read the process's own
    // memory and handles; a worker process keeps those apart from vitest's own.
    pool: 'forks',
    // A worker imports the kit and src once (4–5 s of CPU) and runs file after file in the same
    // module graph, instead of importing them again for each of the ~120 files. Files stay
    // independent through what they share: every test app gets a database as new
    // (test/kit/databases.ts), metrics registries are per app (src/metrics.ts), and fake clocks
    // are restored by the test that sets them.
    isolate: false,
    // Two workers on this 2-core machine (vitest's default would be one: cores − 1). A third
    // added no speed in a measured run (test/app, test/webhooks, test/rest: 228 s with two, 254 s
    // with three) and made the timing-sensitive process tests (kill -9 and restart) slower.
    maxWorkers: 2,
  },
});
