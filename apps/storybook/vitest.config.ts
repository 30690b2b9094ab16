import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../tools/source-conditions.mjs';

// Visits every story of the built Storybook (npm run build-storybook first) in one headless
// Chromium: `npm run test:storybook`.
export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'storybook',
    root: new URL('../..', import.meta.url).pathname,
    include: ['apps/storybook/test/**/*.storybook.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
