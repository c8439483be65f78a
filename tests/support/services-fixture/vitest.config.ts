import { defineConfig } from 'vitest/config';

/** A run of one suite that needs Redis, for tests/support/services.test.ts. */
export default defineConfig({ test: { root: import.meta.dirname, include: ['needs-redis.suite.ts'] } });
