import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tools/chromium.mjs';
import { sourceResolve } from './tools/source-conditions.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceResolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/test/**/*.test.ts', 'tools/**/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
        },
      },
      {
        ...sourceResolve,
        optimizeDeps: { include: ['three'] },
        server: { fs: { allow: ['.'] } },
        test: {
          name: 'browser',
          include: [
            'packages/*/test/**/*.browser.test.ts',
            'tools/**/test/**/*.browser.test.ts',
            'docs/examples/**/*.browser.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // SwiftShader is CPU-bound and the machine has two cores: one page at a time.
          fileParallelism: false,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
