// Takes docs/images/pattern-lab.png: the lab's editor on a sample card, tilted, in headless Chromium.
// Usage: node tools/docs/pattern-lab-screenshot.mjs [recipe] [card]
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from '../chromium.mjs';

const [recipe = 'rainbow', card = 'sm-holo-window'] = process.argv.slice(2);
const out = fileURLToPath(new URL('../../docs/images/pattern-lab.png', import.meta.url));
const server = await createServer({
  configFile: fileURLToPath(new URL('../../apps/pattern-lab/vite.config.ts', import.meta.url)),
  logLevel: 'error',
  server: { port: 0, strictPort: false, hmr: false },
});
await server.listen();
const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 950 } });
  await page.goto(`${server.resolvedUrls.local[0]}#page=editor&recipe=${recipe}&card=${card}`);
  await page.locator('.lab-card [data-foil="foil"]').waitFor({ timeout: 120_000 });
  await page.getByLabel('Tilt x').fill('0.45');
  await page.getByLabel('Tilt y').fill('0.3');
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForTimeout(2000);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.close();
}
