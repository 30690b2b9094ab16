#!/usr/bin/env node
// Renders each printing class of printings.json as a standalone <FoilCard> from one checkout of
// the repository, at three controlled tilts and one or more widths, one PNG per (class, tilt,
// width), plus manifest.json (what the resolver made of each printing, whether the card reached
// foil, how long it took, errors).
//
//   node tools/looks/render.mjs --repo DIR --out DIR [--width 200[,500]] [--only id,id]
//        [--list printings.json|catalogue.json] [--foil-timeout 20000] [--chromium /usr/bin/chromium]
//
// The page (tools/looks/page/) is served by a Vite dev server rooted at --repo, so `@foilkit/*`
// resolve to that checkout's sources; the scans always come from this checkout's
// data/sample-cards/. One browser, one page, cards rendered one after another.
import { readFileSync, mkdirSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../chromium.mjs';
import { sourceResolve } from '../source-conditions.mjs';
import { foreignPackagesError, resolvePackageDirs } from './checkout.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const thisRepo = resolve(here, '../..');
const scansDir = join(thisRepo, 'data/sample-cards');

export const TILTS = [
  { x: 0.45, y: 0.3 },
  { x: -0.5, y: 0.1 },
  { x: 0.1, y: -0.45 },
];

const { values } = parseArgs({
  options: {
    repo: { type: 'string' },
    out: { type: 'string' },
    width: { type: 'string', default: '200,500' },
    only: { type: 'string' },
    list: { type: 'string', default: 'printings.json' },
    'foil-timeout': { type: 'string', default: '20000' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
if (!values.repo || !values.out) {
  console.error(
    'usage: node tools/looks/render.mjs --repo DIR --out DIR [--width 200[,500]] [--only id,...]',
  );
  process.exit(2);
}
const repo = resolve(values.repo);
const packageDirs = resolvePackageDirs(repo);
const foreign = foreignPackagesError(repo, packageDirs);
if (foreign) {
  console.error(foreign);
  process.exit(2);
}
const outDir = resolve(values.out);
const widths = values.width.split(',').map(Number);
const foilTimeout = Number(values['foil-timeout']);
const list = JSON.parse(readFileSync(resolve(here, values.list), 'utf8'));
// A catalogue entry is drawn `over` a printing class: its printing and scan come from there.
const printingClasses = JSON.parse(readFileSync(join(here, 'printings.json'), 'utf8')).classes;
for (const c of list.classes) {
  if (c.over === undefined) continue;
  const base = printingClasses.find((p) => p.id === c.over);
  if (!base) throw new Error(`${values.list}: ${c.id}.over names no class of printings.json: "${c.over}"`);
  Object.assign(c, { printing: base.printing, scan: base.scan });
}
const only = values.only ? new Set(values.only.split(',')) : null;
const classes = list.classes.filter((c) => !only || only.has(c.id));
mkdirSync(outDir, { recursive: true });

// Pre-bundle React and friends (else Vite re-optimises mid-load and loads React twice); only
// those this checkout has (the old one still has drei, the new one does not).
const requireFromRepo = createRequire(join(repo, 'package.json'));
const include = [
  'three',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@react-three/fiber',
  '@react-three/drei',
  '@react-spring/web',
  '@react-spring/rafz',
  'tunnel-rat',
].filter((id) => {
  try {
    requireFromRepo.resolve(id);
    return true;
  } catch {
    return false;
  }
});

const PAGE = '\0foilkit-looks-main';
/** Serves the page and the scans; the page's module is virtual, so it resolves from --repo. */
const looksPlugin = {
  name: 'foilkit-looks',
  resolveId(id) {
    return id === '/__looks/main.js' ? PAGE : null;
  },
  load(id) {
    return id === PAGE ? readFileSync(join(here, 'page/main.js'), 'utf8') : null;
  },
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const url = (req.url ?? '').split('?')[0];
      if (url === '/__looks/index.html') {
        const html = readFileSync(join(here, 'page/index.html'), 'utf8');
        server
          .transformIndexHtml(url, html)
          .then((out) => {
            res.setHeader('Content-Type', 'text/html');
            res.end(out);
          })
          .catch(next);
        return;
      }
      if (url.startsWith('/__scans/')) {
        const file = join(scansDir, decodeURIComponent(url.slice('/__scans/'.length)));
        if (!file.startsWith(scansDir) || !existsSync(file) || !statSync(file).isFile()) {
          res.statusCode = 404;
          res.end();
          return;
        }
        res.setHeader('Content-Type', 'image/png');
        res.end(readFileSync(file));
        return;
      }
      next();
    });
  },
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
const server = await createServer({
  root: repo,
  configFile: false,
  ...sourceResolve,
  logLevel: 'error',
  plugins: [looksPlugin],
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  optimizeDeps: { include },
});
let browser;
const manifest = {
  repo,
  commit: gitHead(repo),
  // Where this run's @foilkit imports came from: inside `repo`, or the run would have stopped.
  packages: Object.fromEntries(packageDirs.map((d) => [d.name, d.dir])),
  scans: scansDir,
  tilts: TILTS,
  widths,
  started: new Date().toISOString(),
  cards: [],
};
try {
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 5173;
  browser = await chromium.launch({ executablePath: values.chromium, args: chromiumArgs, headless: true });
  const maxWidth = Math.max(...widths);
  const page = await browser.newPage({
    viewport: {
      width: Math.ceil(maxWidth * 1.2) + 40,
      height: Math.ceil((maxWidth * 88) / 63 + maxWidth * 0.12) + 40,
    },
  });
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(`http://127.0.0.1:${port}/__looks/index.html`);
  await page
    .waitForFunction(() => document.title.endsWith('ready'), null, { timeout: 180_000 })
    .catch((e) => {
      throw new Error(`render page did not become ready: ${pageErrors.join('; ') || e.message}`);
    });
  manifest.pageReadyMs = Date.now() - t0;
  console.log(`page ready in ${manifest.pageReadyMs} ms (${repo})`);

  let key = 0;
  for (const c of classes) {
    const resolved = await page.evaluate((p) => window.looks.check(p), c.printing);
    // A printing this checkout's resolver throws on: the card is drawn with no printing (plain).
    const printing = resolved.ok ? c.printing : undefined;
    const expectFoil = resolved.ok && (c.recipe != null || resolved.recipe != null);
    if (c.recipe) resolved.recipe = c.recipe;
    for (const width of widths) {
      const started = Date.now();
      // A catalogue entry names its recipe: it overrides the printing's, whose mask it keeps.
      const spec = {
        key: ++key,
        src: `/__scans/${c.scan}`,
        alt: c.id,
        printing,
        recipe: c.recipe,
        width,
        tilt: TILTS[0],
      };
      await page.evaluate((s) => window.looks.show(s), spec);
      await page.waitForSelector('#shot [data-foil]', { timeout: 30_000 });
      let state = await page.evaluate(() => window.looks.state());
      if (expectFoil) {
        await page
          .waitForFunction(() => window.looks.state() !== 'plain', null, {
            timeout: foilTimeout,
            polling: 100,
          })
          .catch(() => {});
        state = await page.evaluate(() => window.looks.state());
      } else {
        await sleep(500); // the plain scan loads
      }
      const toFoilMs = Date.now() - started;
      const shots = [];
      for (let i = 0; i < TILTS.length; i++) {
        if (i > 0) await page.evaluate((t) => window.looks.setTilt(t), TILTS[i]);
        const { png, stable } = await stableShot(page);
        const file = `${c.id}_t${i + 1}_w${width}.png`;
        writeFileSync(join(outDir, file), png);
        shots.push({ file, tilt: TILTS[i], stable });
      }
      const errors = await page.evaluate(() => [...window.looks.errors]);
      const entry = {
        id: c.id,
        width,
        scan: c.scan,
        resolved,
        printingPassed: printing !== undefined,
        state,
        toFoilMs,
        totalMs: Date.now() - started,
        errors,
        shots,
      };
      manifest.cards.push(entry);
      console.log(
        `${c.id} w${width}: ${state}${resolved.ok ? ` (${resolved.recipe})` : ` (resolver threw: ${resolved.error.slice(0, 80)})`} ` +
          `${toFoilMs} ms to state, ${entry.totalMs} ms total${shots.some((s) => !s.stable) ? ', UNSTABLE shot' : ''}` +
          `${errors.length ? `, errors: ${errors.join(' | ').slice(0, 200)}` : ''}`,
      );
    }
  }
  manifest.pageErrors = pageErrors;
} finally {
  await browser?.close();
  await server.close();
}
manifest.totalMs = Date.now() - t0;
// With --only, the classes not rendered this time keep their entries from the last run here.
const previous = join(outDir, 'manifest.json');
if (only && existsSync(previous)) {
  const kept = JSON.parse(readFileSync(previous, 'utf8')).cards.filter(
    (c) => !manifest.cards.some((n) => n.id === c.id && n.width === c.width),
  );
  manifest.cards.unshift(...kept);
}
const foil = manifest.cards.filter((c) => c.state === 'foil').length;
manifest.summary = `${foil}/${manifest.cards.length} cards reached foil`;
writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log(
  `${manifest.summary}; ${manifest.cards.length * TILTS.length} PNGs in ${outDir}; ${manifest.totalMs} ms`,
);

/** Two equal screenshots in a row after the frame that shows the new tilt (at most ~10 tries). */
async function stableShot(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await sleep(250);
  const el = page.locator('#shot');
  let prev = await el.screenshot();
  for (let i = 0; i < 10; i++) {
    await sleep(150);
    const next = await el.screenshot();
    if (next.equals(prev)) return { png: next, stable: true };
    prev = next;
  }
  return { png: prev, stable: false };
}

function gitHead(dir) {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
