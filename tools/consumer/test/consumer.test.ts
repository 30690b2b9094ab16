// The packages as a stranger gets them: `npm pack` each one, install the tarballs into a fresh
// project outside the workspace (with three and Vite from the registry), build a page that
// draws a card, and read its pixels in Chromium. Nothing here resolves through the workspace.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, requireChromium } from '../../chromium.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const PACKAGES = ['core', 'resolver', 'data', 'react'];
const PEERS = ['three', 'react', 'react-dom', '@react-three/fiber', '@react-three/drei', '@react-spring/web'];
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
      dependencies: { ...deps, ...Object.fromEntries(PEERS.map((p) => [p, VERSIONS.devDependencies[p]!])) },
      devDependencies: { vite: VERSIONS.devDependencies.vite },
    }),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], dir);
  cpSync(fileURLToPath(new URL('../app', import.meta.url)), join(dir, 'app'), { recursive: true });
  run(
    join(dir, 'node_modules/.bin/vite'),
    ['build', 'app', '--outDir', '../dist', '--logLevel', 'error'],
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

afterAll(() => {
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

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
