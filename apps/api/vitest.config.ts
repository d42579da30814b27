import { defineConfig } from 'vitest/config';

// API integration tests: app.inject() against PGlite, or a PostgreSQL server when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
