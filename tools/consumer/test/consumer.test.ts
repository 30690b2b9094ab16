// The packages as a stranger gets them: `npm pack` each one, install the tarballs into a fresh
// project outside the workspace (with three, Vite and Next.js from the registry), build a page
// that draws a card, and read its pixels in Chromium; then build and serve a Next.js App Router
// site from the same install (one pack, one `npm install` for both). Nothing here resolves
// through the workspace.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, requireChromium } from '../../chromium.mjs';
import { startNextSite, type NextSite } from './next-site.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const PACKAGES = ['core', 'resolver', 'data', 'react'];
const PEERS = ['three', 'react', 'react-dom', '@react-three/fiber', '@react-spring/web'];
// The version the App Router check is written against (issue 20).
const NEXT_VERSION = '16.4.6';
const VERSIONS = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

let dir = '';
let server: Server | undefined;
let result: {
  error?: string;
  recipe: string;
  inkState: string;
  inkPath: string;
  inkUrl: string;
  withInk: number[];
  withoutInk: number[];
  plain: number[];
};
let builtFiles: string[] = [];
let reactPage: { state: string | null; errors: string[]; canvases: number } = {
  state: null,
  errors: ['not run'],
  canvases: 0,
};

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  run('npm', ['run', 'build'], root);
  dir = mkdtempSync(join(tmpdir(), 'foilkit-consumer-'));
  const tarballs = PACKAGES.map((name) => {
    const out = run('npm', ['pack', '--json', '--pack-destination', dir], join(root, 'packages', name));
    return join(dir, (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename);
  });
  const deps = Object.fromEntries(PACKAGES.map((name, i) => [`@foilkit/${name}`, `file:${tarballs[i]}`]));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'card-site',
      private: true,
      type: 'module',
      dependencies: {
        ...deps,
        ...Object.fromEntries(PEERS.map((p) => [p, VERSIONS.devDependencies[p]!])),
        next: NEXT_VERSION,
      },
      devDependencies: { vite: VERSIONS.devDependencies.vite },
    }),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], dir);
  // Not `app/`: that name is the Next.js site's.
  cpSync(fileURLToPath(new URL('../app', import.meta.url)), join(dir, 'vite-app'), { recursive: true });
  run(
    join(dir, 'node_modules/.bin/vite'),
    ['build', 'vite-app', '--outDir', '../dist', '--logLevel', 'error'],
    dir,
  );
  builtFiles = readdirSync(join(dir, 'dist'), { recursive: true }).map(String);
  server = await serve(join(dir, 'dist'));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/index.html`);
    await page.waitForFunction(
      () => (window as { foilkitResult?: unknown }).foilkitResult !== undefined,
      null,
      {
        timeout: 60_000,
      },
    );
    result = (await page.evaluate(
      () => (window as { foilkitResult?: unknown }).foilkitResult,
    )) as typeof result;

    const reactErrors: string[] = [];
    const card = await browser.newPage();
    card.on('pageerror', (e) => reactErrors.push(e.message));
    await card.goto(`http://127.0.0.1:${port}/react.html`);
    // On a timeout the assertions below report the state the card reached instead.
    await card.waitForSelector('[data-foil="foil"]', { timeout: 90_000 }).catch(() => undefined);
    reactPage = {
      state: await card.evaluate(
        () => document.querySelector('[data-foil]')?.getAttribute('data-foil') ?? null,
      ),
      errors: reactErrors,
      canvases: await card.evaluate(() => document.querySelectorAll('canvas').length),
    };
  } finally {
    await browser.close();
  }
}, 300_000);

let next: NextSite | undefined;

afterAll(() => {
  server?.close();
  next?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  // Removing next's install takes a while on a busy disk.
}, 120_000);

describe('the packed packages in a project outside the workspace', () => {
  it('install, bundle with Vite and run: the page resolves and draws a card', () => {
    expect(result.error).toBeUndefined();
    expect(result.recipe).toBe('vertical-sheen');
    expect(result.inkState).toBe('design');
    expect(result.inkPath).toBe('ink-tiles/ring-dot.png');
    // Something was drawn: not a blank or single-colour canvas.
    expect(new Set(result.withInk).size).toBeGreaterThan(50);
  });

  it('draws the ink tile loaded from @foilkit/data’s own asset URL', () => {
    // The URL is the bundler's (emitted as a file or inlined by Vite's policy), not a repo path.
    expect(result.inkUrl).not.toMatch(/packages\/data/);
    const differing = countDiffering(result.withInk, result.withoutInk);
    expect(differing).toBeGreaterThan(result.withInk.length / 4 / 20);
  });

  it('shows foil over the scan, and at intensity 0 only the scan', () => {
    expect(countDiffering(result.withoutInk, result.plain)).toBeGreaterThan(result.plain.length / 4 / 10);
  });

  it('the three-line React card installs, bundles and turns into live foil', () => {
    expect(reactPage.errors).toEqual([]);
    expect(reactPage.state).toBe('foil');
    expect(reactPage.canvases).toBe(1);
  });

  it('ships no TypeScript source as an entry point and no repository paths in the bundle', () => {
    const js = builtFiles.filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    for (const file of js) {
      const text = readFileSync(join(dir, 'dist', file), 'utf8');
      expect(text).not.toMatch(/@foilkit\/source|\/src\/index\.ts/);
    }
  });
});

describe('the packed packages in a Next.js App Router site (next ' + NEXT_VERSION + ')', () => {
  const CARDS = ['base1-holo', 'sample-ink', 'swsh9-etched', 'sm1-holo', 'ex7-reverse', 'client-resolved'];
  let html = '';
  let site: {
    foil: string[];
    states: Record<string, string | null>;
    errors: string[];
    requests: string[];
    ms: number;
  } = { foil: [], states: {}, errors: ['not run'], requests: [], ms: 0 };

  beforeAll(async () => {
    const started = performance.now();
    next = await startNextSite(dir);
    html = await (await fetch(next.url)).text();
    const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      const requests: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        // Next asks for /favicon.ico; the site has none, and that 404 is not the package's.
        if (m.type() === 'error' && !/\/favicon\.ico$/.test(m.location().url)) errors.push(m.text());
      });
      page.on('response', (r) => {
        if (/\.png$/.test(new URL(r.url()).pathname))
          requests.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
      await page.goto(next.url);
      // On a timeout the assertions below report the states the cards reached instead.
      await page
        .waitForFunction((n) => document.querySelectorAll('[data-foil="foil"]').length === n, CARDS.length, {
          timeout: 120_000,
        })
        .catch(() => undefined);
      const states = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('[data-foil]')].map((c) => [
            c.getAttribute('aria-label'),
            c.getAttribute('data-foil'),
          ]),
        ),
      );
      site = {
        foil: Object.keys(states).filter((k) => states[k] === 'foil'),
        states,
        errors,
        requests,
        ms: performance.now() - started,
      };
    } finally {
      await browser.close();
    }
    console.log(
      `next.js consumer: build ${(next.buildMs / 1000).toFixed(1)} s, build + start + foil in Chromium ${(site.ms / 1000).toFixed(1)} s`,
    );
  }, 300_000);

  it('builds with a server component page that imports @foilkit/react directly', () => {
    expect(next?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('sends every card in the server HTML as its plain image, and no canvas', () => {
    for (const alt of CARDS) expect(html).toContain(`aria-label="${alt}"`);
    expect(html.match(/<img [^>]*src="\/scans\/[^"]+\.png"/g)).toHaveLength(CARDS.length);
    expect(html).not.toContain('<canvas');
  });

  it('hydrates without a console error and every card reaches foil', () => {
    expect(site.errors).toEqual([]);
    expect(site.states).toEqual(Object.fromEntries(CARDS.map((c) => [c, 'foil'])));
  });

  it('fetches the server-resolved ink tile from public/ and the client-resolved one from the bundle', () => {
    expect(site.requests).toContain('200 /foilkit-data/ink-tiles/ring-dot.png');
    expect(site.requests.some((r) => /^200 \/_next\/static\/.*ring-dot.*\.png$/.test(r))).toBe(true);
    expect(site.requests.filter((r) => !r.startsWith('200 '))).toEqual([]);
  });
});

function countDiffering(a: number[], b: number[]): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 6) n++;
  }
  return n;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.json': 'application/json',
};

function serve(base: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    try {
      const body = readFileSync(join(base, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
