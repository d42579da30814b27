import { defineConfig } from 'vitest/config';

// API integration tests: app.inject() against PGlite, or a PostgreSQL server when TEST_DATABASE_URL is set.
// Files share one process without isolation so they can share one PGlite instance (it takes seconds to
// start); with TEST_DATABASE_URL every file still gets a database of its own (src/test/test-db.ts).
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
    fileParallelism: false,
  },
});
