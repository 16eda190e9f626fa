import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: its own config, so these minutes-long tests never run inside
 * `npm run test:unit`. Files run one at a time: several of them load the machine on purpose,
 * and a figure measured beside another test's load would be wrong.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'reliability',
    include: ['reliability/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
    globalSetup: ['reliability/global-setup.ts'],
  },
});
