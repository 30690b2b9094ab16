import { defineConfig } from 'vite';

// Two pages: plain three.js (index.html) and the React card (react.html).
export default defineConfig({
  build: { rollupOptions: { input: ['index.html', 'react.html'] } },
});
