import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { listRecipes, requireRecipe } from '@foilkit/core/registry';
import { rawData } from '@foilkit/data';
import { loadResolverData, resolveSurface, type Printing } from '@foilkit/resolver';
import { chromiumArgs, requireChromium } from '../../../tools/chromium.mjs';
import sampleIndex from '../../../data/sample-cards/index.json';

// Drives the built lab (what `npm run lab:build` makes) in real Chromium: one build, one browser.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'pattern-lab-'));
const outDir = join(work, 'dist');
let server: PreviewServer;
let url: string;
const browsers: Browser[] = [];

beforeAll(async () => {
  await build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  server = await preview({ configFile, logLevel: 'error', build: { outDir }, preview: { port: 0 } });
  url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
}, 120_000);

afterAll(async () => {
  for (const b of browsers) await b.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

async function open(hash: string, extraArgs: string[] = []) {
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: [...chromiumArgs, ...extraArgs],
  });
  browsers.push(browser);
  const context = await browser.newContext({
    viewport: { width: 1400, height: 1000 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // GL errors are not exceptions: the browser logs them as warnings, and the call did nothing.
  page.on('console', (m) => {
    if (/GL_INVALID|GL_OUT_OF_MEMORY/.test(m.text())) errors.push(m.text());
  });
  await page.goto(`${url}${hash}`);
  await page.waitForFunction(() => document.title.endsWith('ready'), null, { timeout: 60_000 });
  return { page, errors };
}

const CARDS = sampleIndex.cards.length;

async function foilCount(page: Page) {
  return page.locator('[data-foil="foil"]').count();
}

describe('the pattern lab (npm start)', () => {
  it('the gallery starts, draws the sample cards on one canvas, and its three views work', async () => {
    const { page, errors } = await open('');
    await page.waitForFunction(() => document.querySelectorAll('[data-foil="foil"]').length >= 3, null, {
      timeout: 90_000,
    });
    expect(await page.locator('[data-slot]').count()).toBe(CARDS);
    // One WebGL canvas for the whole gallery; each card shows its foil on a 2D canvas of its own.
    expect(await page.locator('canvas:not(.foilkit-stage)').count()).toBe(1);
    expect(await page.locator('canvas.foilkit-stage').count()).toBeGreaterThanOrEqual(3);

    await page.getByRole('link', { name: 'One recipe' }).click();
    await page.waitForFunction(() => location.hash.includes('view=recipe'));
    await expect.poll(() => page.locator('[data-slot^="recipe:"]').count()).toBe(CARDS);

    await page.getByRole('link', { name: 'One card' }).click();
    await page.waitForFunction(() => location.hash.includes('view=card'));
    await expect.poll(() => page.locator('[data-slot^="card:"]').count()).toBe(listRecipes().length);
    await page.waitForFunction(() => document.querySelectorAll('[data-foil="foil"]').length >= 1, null, {
      timeout: 90_000,
    });

    // A click on a card opens it in the editor.
    await page.locator('[data-slot^="card:"] [role="img"]').first().click();
    await page.waitForFunction(() => location.hash.includes('page=editor'));
    expect(page.url()).toContain(`card=${sampleIndex.cards[0]!.id}`);

    // Compare: the same card with two recipes, both drawn.
    await page.getByRole('link', { name: 'Compare' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('.pair [data-foil="foil"]').length === 2,
      null,
      {
        timeout: 90_000,
      },
    );
    expect(errors).toEqual([]);
  }, 180_000);

  it('every sample printing with a foil draws it, the area-masked ones (figure, frame window) included', async () => {
    // The gallery hands cards surfaces it resolved itself: their mask paths must reach the
    // bundler's URLs, or those cards fall back to the plain scan as broken.
    const data = loadResolverData(rawData);
    const foiled = sampleIndex.cards.filter(
      (c) => resolveSurface(c.printing as Printing, data).recipe !== null,
    );
    expect(foiled.some((c) => resolveSurface(c.printing as Printing, data).maskTier === 'area')).toBe(true);
    const { page, errors } = await open('');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-foil="foil"]').length >= n,
      foiled.length,
      {
        timeout: 120_000,
      },
    );
    expect(await page.locator('[data-foil="broken"]').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);

  it('without WebGL the gallery shows every plain scan and says why', async () => {
    const { page, errors } = await open('', ['--disable-webgl', '--disable-webgl2']);
    await page.getByText('Foil unavailable').waitFor({ timeout: 30_000 });
    expect(await page.locator('img:visible').count()).toBeGreaterThanOrEqual(CARDS - 4);
    expect(await foilCount(page)).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it('edits recompile live; errors and forbidden constructs show at recipe lines; canons and exports round-trip', async () => {
    const gold = requireRecipe('gold');
    const { page, errors } = await open(`#page=editor&recipe=gold&card=${sampleIndex.cards[0]!.id}`);
    const card = page.locator('.lab-card [role="img"]');
    await page.locator('.lab-card [data-foil="foil"]').waitFor({ timeout: 90_000 });
    // A new recipe's program compiles off the critical path (the card shows its scan meanwhile),
    // so a render has settled when two screenshots a moment apart agree.
    const settle = async () => {
      let last = await card.screenshot();
      for (let i = 0; i < 30; i++) {
        await page.waitForTimeout(600);
        const next = await card.screenshot();
        if (next.equals(last)) return next;
        last = next;
      }
      throw new Error('the card never settled');
    };
    const setBody = async (text: string) => {
      await page.locator('.cm-content').click();
      await page.keyboard.press('Control+a');
      await page.keyboard.insertText(text);
    };
    const compiled = (n: number) =>
      page.waitForFunction(
        (want) => document.querySelector('[data-testid="compiles"]')?.textContent === String(want),
        n,
        {
          timeout: 30_000,
        },
      );
    // The editor checks and compiles the shipped body once on opening.
    await compiled(1);
    const shipped = await settle();

    // An edit that compiles replaces the live recipe and changes pixels.
    // Tints foilPattern's last return, whatever the recipe's body says.
    const tinted = gold.glsl.replace(/return ([^;]+);\s*}\s*$/, 'return vec3(0.1, 1.0, 0.2) * ($1);\n}\n');
    expect(tinted).not.toBe(gold.glsl);
    await setBody(tinted);
    await compiled(2);
    await page.locator('.lab-card [data-foil="foil"]').waitFor({ timeout: 60_000 });
    const edited = await settle();
    expect(edited.equals(shipped)).toBe(false);

    // A broken body: the compiler's error at the recipe's own line 4, and the last good render stays.
    await setBody(
      '// a broken body\nvec3 foilPattern(vec2 uv, vec2 tilt) {\n  float k = 1.0;\n  return vec3(notDeclared * k);\n}\n',
    );
    const error = page.locator('.findings li.error');
    await error.first().waitFor({ timeout: 30_000 });
    expect(await error.first().getAttribute('data-line')).toBe('4');
    expect(await error.first().textContent()).toContain('notDeclared');
    expect(await page.locator('.cm-lintRange-error').count()).toBeGreaterThan(0);
    expect((await settle()).equals(edited)).toBe(true);

    // A forbidden construct: the registry's reason, at its line.
    await setBody('vec3 foilPattern(vec2 uv, vec2 tilt) {\n  return vec3(gl_FragCoord.x);\n}\n');
    const warning = page.locator('.findings li.warning', { hasText: 'gl_FragCoord' });
    await warning.waitFor({ timeout: 30_000 });
    expect(await warning.getAttribute('data-line')).toBe('2');
    expect(await warning.textContent()).toContain('recipes work in card UV');

    // Back to the tinted body; save a canon of this look.
    await setBody(tinted);
    await compiled(3);
    const before = await settle();
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save canon' }).click(),
    ]);
    const canonText = readFileSync(await saved.path(), 'utf8');
    const canon = JSON.parse(canonText) as { recipe: string; uniforms: Record<string, number> };
    expect(canon.recipe).toBe('gold');
    // The full snapshot: gold's unused slot uP3 too, which has no slider.
    expect(Object.keys(canon.uniforms)).toEqual(expect.arrayContaining(['uP0', 'uP3', 'uSheen', 'uDarken']));

    // Another look (out of range and unknown keys are reported, not fatal), then the saved one back.
    const drop = (name: string, text: string) =>
      page.evaluate(
        ([n, t]) => {
          const dt = new DataTransfer();
          dt.items.add(new File([t!], n!, { type: 'application/json' }));
          document
            .querySelector('main.editor')!
            .dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dt }));
        },
        [name, text],
      );
    const other = { ...canon, uniforms: { ...canon.uniforms, uP0: 99, uSheen: 0.1, uNoSuchThing: 3 } };
    await drop('other.canon.json', JSON.stringify(other));
    await page.getByTestId('canon-report').getByText('Unknown keys (ignored): uNoSuchThing').waitFor();
    expect(await page.getByTestId('canon-report').textContent()).toContain('Clamped uP0: 99');
    expect((await settle()).equals(before)).toBe(false);
    await drop('gold.canon.json', canonText);
    await page.getByTestId('canon-report').getByText('Loaded gold.canon.json.').waitFor();
    expect((await settle()).equals(before)).toBe(true);

    // The parameter declaration is editable, and the controls follow it.
    const params = page.getByLabel('Parameter declaration (JSON)');
    const declared = await params.inputValue();
    expect(declared).toContain('"Reflection width"');
    await params.fill(declared.replace('"Reflection width"', '"Beam width"'));
    await page.locator('.controls').getByText('Beam width', { exact: true }).waitFor({ timeout: 30_000 });
    await params.fill(declared);
    await page
      .locator('.controls')
      .getByText('Reflection width', { exact: true })
      .waitFor({ timeout: 30_000 });

    // The mask overlay and the blank base each change what the card shows.
    for (const toggle of ['Mask overlay', 'Blank base']) {
      await page.getByLabel(toggle).check();
      await page.locator('.lab-card [data-foil="foil"]').waitFor({ timeout: 60_000 });
      expect((await settle()).equals(before), toggle).toBe(false);
      await page.getByLabel(toggle).uncheck();
    }

    // Export the tuned recipe under a new id; it type-checks dropped into a copy of core's recipes.
    await page.getByLabel('New recipe id').fill('lab-test-foil');
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export recipe file/ }).click(),
    ]);
    const source = readFileSync(await exported.path(), 'utf8');
    expect(source).toContain('vec3(0.1, 1.0, 0.2)');
    const core = join(work, 'core');
    cpSync(join(repoRoot, 'packages/core/src'), join(core, 'src'), { recursive: true });
    writeFileSync(join(core, 'src/recipes/lab-test-foil.ts'), source);
    writeFileSync(
      join(core, 'tsconfig.json'),
      JSON.stringify({
        extends: join(repoRoot, 'tsconfig.base.json'),
        compilerOptions: { typeRoots: [join(repoRoot, 'node_modules/@types')], types: [] },
        files: ['src/recipes/lab-test-foil.ts'],
      }),
    );
    execFileSync(
      process.execPath,
      [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', join(core, 'tsconfig.json')],
      {
        stdio: 'pipe',
      },
    );

    // Work survives a reload; "reset to shipped" forgets it.
    await page.reload();
    await page.waitForFunction(() => document.title.endsWith('ready'));
    expect(await page.locator('.cm-content').textContent()).toContain('vec3(0.1, 1.0, 0.2)');
    await page.getByRole('button', { name: 'Reset to shipped' }).click();
    await page.waitForFunction(
      () => !document.querySelector('.cm-content')?.textContent?.includes('vec3(0.1, 1.0, 0.2)'),
    );
    expect(errors).toEqual([]);
  }, 300_000);
});
