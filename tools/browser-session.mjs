// Starts a Vite server over the repository and a headless Chromium page on one of our pages.
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { sourceResolve } from './source-conditions.mjs';

export async function openPage(repoRoot, pagePath) {
  const server = await createServer({
    root: repoRoot,
    configFile: false,
    ...sourceResolve,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
    optimizeDeps: { include: ['three'] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 5173;
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: chromiumArgs,
    headless: true,
  });
  const page = await browser.newPage();
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
