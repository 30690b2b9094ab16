import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tools/chromium.mjs';
import { reactCommands } from './packages/react/test/support/commands.js';
import { sourceResolve } from './tools/source-conditions.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceResolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/test/**/*.test.{ts,tsx}',
            'tools/**/test/**/*.test.ts',
            'apps/*/test/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.browser.test.{ts,tsx}', '**/*.storybook.test.ts'],
        },
      },
      {
        ...sourceResolve,
        // Pre-bundled up front: a mid-run re-optimise would load React twice.
        optimizeDeps: {
          include: [
            'three',
            'react',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
            'react-dom',
            'react-dom/client',
            'react-dom/server',
            '@react-three/fiber',
            '@react-three/drei',
            '@react-spring/web',
            'tunnel-rat',
            'vitest-browser-react',
          ],
        },
        server: { fs: { allow: ['.'] } },
        test: {
          name: 'browser',
          include: [
            'packages/*/test/**/*.browser.test.{ts,tsx}',
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
            commands: reactCommands,
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
