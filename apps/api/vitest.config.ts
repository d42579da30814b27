import { defineConfig } from 'vitest/config';

// API integration tests: app.inject() against PGlite, or a PostgreSQL server when TEST_DATABASE_URL is set.
// On PGlite, files share one process without isolation so they can share one PGlite instance (it takes
// seconds to start); with TEST_DATABASE_URL every file gets a database of its own and files run in parallel.
const sharedPglite = !process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: !sharedPglite,
    fileParallelism: !sharedPglite,
  },
});
