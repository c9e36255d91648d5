import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Tests read the domain's sources, so they never run against a stale build.
  resolve: {
    alias: { '@tradepool/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each test file builds its own app on its own database; argon2 and migrations need a little time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
