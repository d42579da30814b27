import { defineConfig } from 'vitest/config';

// API integration tests: app.inject() against PGlite, or a PostgreSQL server when TEST_DATABASE_URL is set.
// Files run one after another in one process without isolation: on PGlite each loads its own instance from
// one migrated data directory; with TEST_DATABASE_URL every file gets a fresh database (src/test/test-db.ts), a copy
// of the template the global setup migrates once. Measured on a 2-core machine, this was faster than parallel
// isolated files on either database; .ci/run runs the PGlite and PostgreSQL passes side by side instead.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
    fileParallelism: false,
    globalSetup: ['src/test/global-setup.ts'],
  },
});
