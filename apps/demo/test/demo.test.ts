import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, requireChromium } from '../../../tools/chromium.mjs';

// The README's first command serves this page; this drives it in real Chromium.
let server: ViteDevServer;
let url: string;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await createServer({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    logLevel: 'error',
    server: { port: 0, strictPort: false, hmr: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 5173}/`;
}, 60_000);

afterAll(async () => {
  for (const b of browsers) await b.close();
  await server?.close();
});

async function open(extraArgs: string[] = []) {
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: [...chromiumArgs, ...extraArgs],
  });
  browsers.push(browser);
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  return { page, errors };
}

describe('the demo page (npm start)', () => {
  it('draws the sample cards with their resolved foils on one shared canvas', async () => {
    const { page, errors } = await open();
    await page.waitForFunction(() => document.querySelectorAll('[data-painted="true"]').length >= 3, null, {
      timeout: 90_000,
    });
    const slots = await page.locator('[data-status]').count();
    expect(slots).toBe(14);
    expect(await page.locator('canvas').count()).toBe(1);
    expect(errors).toEqual([]);
  }, 120_000);

  it('without WebGL shows every plain scan and says why, instead of breaking', async () => {
    const { page, errors } = await open(['--disable-webgl', '--disable-webgl2']);
    await page.getByText('Foil unavailable').waitFor({ timeout: 30_000 });
    const visibleScans = await page.locator('img:visible').count();
    expect(visibleScans).toBeGreaterThanOrEqual(10);
    expect(errors).toEqual([]);
  }, 60_000);
});
