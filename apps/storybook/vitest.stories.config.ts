import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumPath } from '../../tools/chromium.mjs';
import { sourceResolve } from '../../tools/source-conditions.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

// @storybook/addon-vitest: every story rendered (and its play run) as a test, in vitest browser mode.
export default defineConfig({
  ...sourceResolve,
  plugins: [storybookTest({ configDir: `${here}.storybook` })],
  server: { fs: { allow: [fileURLToPath(new URL('../..', import.meta.url))] } },
  optimizeDeps: {
    include: [
      'three',
      'react',
      'react-dom',
      'react-dom/client',
      '@react-three/fiber',
      '@react-three/drei',
      '@react-spring/web',
      'tunnel-rat',
    ],
  },
  test: {
    name: 'stories',
    root: here,
    // The docs pages hold no stories.
    exclude: ['**/*.mdx', '**/node_modules/**'],
    testTimeout: 120_000,
    fileParallelism: false,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
