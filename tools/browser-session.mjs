// Starts a Vite server over the repository and a headless Chromium page on one of our pages.
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { sourceResolve } from './source-conditions.mjs';

/**
 * `options.include`: extra dependencies to pre-bundle (a React page lists react, react-dom/client,
 * @react-three/*, @react-spring/web, or Vite re-optimises mid-load and loads React twice).
 * `options.viewport`: the page size, e.g. { width: 1280, height: 900 }.
 */
export async function openPage(repoRoot, pagePath, options = {}) {
  const server = await createServer({
    root: repoRoot,
    configFile: false,
    ...sourceResolve,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
    optimizeDeps: { include: ['three', ...(options.include ?? [])] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 5173;
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: chromiumArgs,
    headless: true,
  });
  const page = await browser.newPage(options.viewport ? { viewport: options.viewport } : {});
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${port}/${pagePath}`);
  await page
    .waitForFunction(() => document.title.endsWith('ready'), null, { timeout: 120_000 })
    .catch((e) => {
      throw new Error(`page ${pagePath} did not become ready: ${errors.join('; ') || e.message}`);
    });
  return {
    page,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** The WebGL renderer string of a page (for benchmark headers): SwiftShader here, a GPU elsewhere. */
export function rendererName(page) {
  return page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const ext = gl?.getExtension('WEBGL_debug_renderer_info');
    return ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : 'unknown';
  });
}
