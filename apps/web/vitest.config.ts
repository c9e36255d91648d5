import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Pure-logic tests only: there is no DOM implementation installed. They read the domain's sources,
// so they never run against a stale build.
export default defineProject({
  resolve: {
    alias: { '@tradepool/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
  },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], environment: 'node' },
});
