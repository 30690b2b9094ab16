import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../tools/source-conditions.mjs';

const demoRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: demoRoot,
  ...sourceResolve,
  // The sample scans live in data/ at the repo root, and @foilkit/data in packages/: outside the app root.
  server: { host: '127.0.0.1', port: 5173, fs: { allow: [repoRoot] } },
  preview: { host: '127.0.0.1', port: 4173 },
  // Pre-bundling three up front avoids a mid-session re-optimise (and a full page reload).
  optimizeDeps: { include: ['three'] },
});
