import { defineConfig } from 'vitest/config';

// Every Vitest tier in one run: contracts (unit), api (integration), web (components).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
  },
});
