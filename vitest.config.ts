import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/setup-client.ts'],
          // A four-step form typed through jsdom took over Vitest's 5 s on a loaded 2-core machine
          // (the application wizard in CI, 62 % CPU wait); speed is the bench's to judge, not a
          // test's, and a hung test still fails within these 20 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
