// Opens the built Storybook in one headless Chromium (WebGL2 on SwiftShader) and visits every
// story. Fails on console errors, page errors and shader compile errors; on a foil story whose
// cards do not become foil or whose pixels equal the plain scans; on a fallback story that does
// not end on its fallback; and when the recipe stories and the registry disagree.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { UNIFORM_NAMES } from '@foilkit/core/contract';
import { listRecipes } from '@foilkit/core/registry';
import { chromiumArgs, requireChromium } from '../../../tools/chromium.mjs';
import { recipeExportName } from '../../../tools/recipes/recipe-index.js';
import { serveFolder } from './static-server.js';

const built = fileURLToPath(new URL('../storybook-static/', import.meta.url));
if (!existsSync(`${built}index.json`)) {
  throw new Error(`${built}index.json not found: run \`npm run build-storybook\` before this test`);
}

interface IndexEntry {
  readonly type: 'story' | 'docs';
  readonly id: string;
  readonly title: string;
  readonly exportName: string;
  readonly tags: readonly string[];
}
const index = JSON.parse(readFileSync(`${built}index.json`, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const docs = Object.values(index.entries).filter((e) => e.type === 'docs');

/** What each fallback story ends on (the card's data-foil), and the console errors it causes on purpose. */
const FALLBACKS: Readonly<
  Record<string, { readonly state: string; readonly expectedErrors: readonly RegExp[] }>
> = {
  'features-fallbacks--no-web-gl': { state: 'plain', expectedErrors: [] },
  'features-fallbacks--broken-image': { state: 'scan', expectedErrors: [/404.*no-such-scan\.png/] },
  'features-fallbacks--lost-context': { state: 'plain', expectedErrors: [] },
  'features-fallbacks--failed-compile': {
    state: 'broken',
    expectedErrors: [/Shader Error|failed to compile/i],
  },
};

/** Pixels whose largest channel difference exceeds 16 (of 255). */
function differingPixels(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  if (pa.width !== pb.width || pa.height !== pb.height) return pa.width * pa.height;
  let n = 0;
  for (let i = 0; i < pa.data.length; i += 4) {
    const d = Math.max(
      Math.abs(pa.data[i]! - pb.data[i]!),
      Math.abs(pa.data[i + 1]! - pb.data[i + 1]!),
      Math.abs(pa.data[i + 2]! - pb.data[i + 2]!),
    );
    if (d > 16) n++;
  }
  return n;
}

/** The cards' data-foil states, for cards inside the viewport. */
function cardStates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#storybook-root [data-foil]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      })
      .map((el) => el.dataset.foil ?? ''),
  );
}

/** Polls the visible cards until their states hold still for `quietMs` and pass `done`. */
async function settle(page: Page, done: (states: string[]) => boolean, what: string, quietMs = 600) {
  const deadline = Date.now() + 90_000;
  let last = '';
  let since = Date.now();
  for (;;) {
    const states = await cardStates(page);
    const key = states.join(',');
    if (key !== last) {
      last = key;
      since = Date.now();
    } else if (done(states) && Date.now() - since >= quietMs) return states;
    if (Date.now() > deadline) throw new Error(`${what}: cards stayed [${key}]`);
    await page.waitForTimeout(200);
  }
}

let browser: Browser;
let page: Page;
let server: { url: string; close(): Promise<void> };
let messages: string[] = [];

beforeAll(async () => {
  server = await serveFolder(built);
  browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs, headless: true });
  page = await browser.newPage({ viewport: { width: 900, height: 700 } });
  page.on('console', (m) => {
    if (m.type() === 'error') messages.push(`console.error: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => messages.push(`page error: ${e.message}`));
  // Counts program links, so a control change can be shown not to recompile.
  await page.addInitScript(() => {
    const proto = WebGL2RenderingContext.prototype;
    const link = proto.linkProgram;
    (window as unknown as { linked: number }).linked = 0;
    proto.linkProgram = function (program) {
      (window as unknown as { linked: number }).linked++;
      link.call(this, program);
    };
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(id: string, viewMode: 'story' | 'docs' = 'story'): Promise<void> {
  messages = [];
  await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=${viewMode}`);
  const root = viewMode === 'story' ? '#storybook-root' : '#storybook-docs';
  await page.waitForFunction((sel) => document.querySelector(sel)?.childElementCount, root, {
    timeout: 60_000,
  });
}

function setGlobals(globals: Record<string, string>) {
  return page.evaluate((g) => {
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, a: unknown): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('updateGlobals', { globals: g });
  }, globals);
}

function setArgs(storyId: string, updatedArgs: Record<string, unknown>) {
  return page.evaluate(
    ({ storyId, updatedArgs }) => {
      const channel = (
        window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, a: unknown): void } }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('updateStoryArgs', { storyId, updatedArgs });
    },
    { storyId, updatedArgs },
  );
}

const shot = () => page.screenshot({ clip: { x: 0, y: 0, width: 900, height: 700 } });

describe('the built Storybook', () => {
  it('has one recipe story per registered recipe, no more', () => {
    const recipeStories = stories.filter((s) => s.tags.includes('recipe')).map((s) => s.exportName);
    expect(recipeStories.sort()).toEqual(
      listRecipes()
        .map((r) => recipeExportName(r.id))
        .sort(),
    );
  });

  it('tags every story foil or fallback, and every fallback story has an expectation here', () => {
    for (const s of stories) expect(s.tags.includes('foil') || s.tags.includes('fallback'), s.id).toBe(true);
    const fallbacks = stories.filter((s) => s.tags.includes('fallback')).map((s) => s.id);
    expect(fallbacks.sort()).toEqual(Object.keys(FALLBACKS).sort());
  });

  for (const story of stories.filter((s) => s.tags.includes('foil'))) {
    it(`foil story ${story.id}: draws foil that differs from the plain scans, with no errors`, async () => {
      await open(story.id);
      await settle(page, (s) => s.includes('foil') && !s.includes('broken') && !s.includes('scan'), story.id);
      if (story.tags.includes('recipe')) expect(await cardStates(page)).toEqual(['foil']);
      const foil = await shot();

      if (story.tags.includes('recipe')) {
        // A control moves the foil live, on the same program.
        const linked = await page.evaluate(() => (window as unknown as { linked: number }).linked);
        await setArgs(story.id, { uIntensity: 2, uHueShift: 0.5 });
        await page.waitForTimeout(400);
        expect(differingPixels(foil, await shot()), 'a control change shows').toBeGreaterThan(100);
        expect(await page.evaluate(() => (window as unknown as { linked: number }).linked)).toBe(linked);
        await setArgs(story.id, { uIntensity: 1, uHueShift: 0 });
      }

      await setGlobals({ foil: 'off' });
      await settle(page, (s) => s.every((x) => x === 'plain'), `${story.id} with foil off`, 300);
      const plain = await shot();
      expect(differingPixels(foil, plain), 'foil pixels differ from the plain scans').toBeGreaterThan(200);
      expect(messages).toEqual([]);
    });
  }

  for (const story of stories.filter((s) => s.tags.includes('fallback'))) {
    it(`fallback story ${story.id}: ends on its fallback, with only its own errors`, async () => {
      const expected = FALLBACKS[story.id];
      if (!expected) throw new Error(`no expectation for ${story.id}`);
      await open(story.id);
      const states = await settle(
        page,
        (s) => s.length > 0 && s.every((x) => x === expected.state),
        story.id,
        1000,
      );
      expect(states.length).toBeGreaterThan(0);
      // Never blank: the plain image is visible, or the placeholder shows the alt text.
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#storybook-root [data-foil]')].every((card) => {
          const img = card.querySelector('img');
          const visible =
            img && img.complete && img.naturalWidth > 0 && getComputedStyle(img).visibility === 'visible';
          return visible || (card.textContent ?? '').trim().length > 0;
        }),
      );
      expect(shown).toBe(true);
      const unexpected = messages.filter((m) => !expected.expectedErrors.some((re) => re.test(m)));
      expect(unexpected).toEqual([]);
      for (const re of expected.expectedErrors)
        expect(
          messages.some((m) => re.test(m)),
          String(re),
        ).toBe(true);
    });
  }

  for (const entry of docs) {
    it(`docs page ${entry.id}: renders with no errors`, async () => {
      await open(entry.id, 'docs');
      await page.waitForFunction(() => document.querySelector('#storybook-docs h1'), null, {
        timeout: 60_000,
      });
      await page.waitForTimeout(1000);
      if (entry.id === 'docs-uniform-contract--docs') {
        // The generated table: one row per uniform of the contract.
        const rows = await page.locator('#storybook-docs table tbody tr').count();
        expect(rows).toBe(UNIFORM_NAMES.length);
      }
      expect(messages).toEqual([]);
    });
  }
});
