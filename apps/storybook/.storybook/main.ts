import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceResolve } from '../../../tools/source-conditions.mjs';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables for FoilCard and FoilCollection, read from their TypeScript types.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (vite) =>
    mergeConfig(vite, {
      ...sourceResolve,
      // The sample scans live in data/ and the packages in packages/: outside this app's root.
      server: { fs: { allow: [repoRoot] } },
      // Pre-bundled up front: a mid-session re-optimise would load React twice.
      optimizeDeps: {
        include: ['three', '@react-three/fiber', '@react-three/drei', '@react-spring/web', 'tunnel-rat'],
      },
    }),
};

// Storybook reads the config as this module's default export.
export default config;
