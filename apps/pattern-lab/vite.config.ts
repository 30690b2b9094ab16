import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../tools/source-conditions.mjs';

const labRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: labRoot,
  // Relative asset URLs: the built lab is a static folder that works from any path.
  base: './',
  ...sourceResolve,
  // The sample scans live in data/ at the repo root, and @foilkit/data in packages/: outside the app root.
  server: { host: '127.0.0.1', port: 5173, fs: { allow: [repoRoot] } },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  // Pre-bundled up front: a mid-session re-optimise would load React twice.
  optimizeDeps: {
    include: [
      'three',
      'react',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@react-three/fiber',
      '@react-three/drei',
      '@react-spring/web',
      'tunnel-rat',
      'leva',
      'codemirror',
      '@codemirror/lang-cpp',
      '@codemirror/lint',
    ],
  },
});
