// The Next.js half of the consumer test: the App Router site in ../next-app, built with
// `next build` and served with `next start` inside the consumer project (whose node_modules hold
// the packed tarballs and next itself), then opened in Chromium.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const APP = fileURLToPath(new URL('../next-app', import.meta.url));
const SAMPLES = fileURLToPath(new URL('../../../data/sample-cards', import.meta.url));
// Next reports usage to a server unless told not to; this machine has no network anyway.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

export interface NextSite {
  readonly url: string;
  readonly buildMs: number;
  stop(): void;
}

/**
 * Copies the site into `dir` (app/, next.config.mjs; the scans and @foilkit/data's rasters into
 * public/, the way the docs tell a site to serve them), builds it and starts it on a free port
 * of 127.0.0.1. Resolves once the server answers.
 */
export async function startNextSite(dir: string): Promise<NextSite> {
  cpSync(join(APP, 'app'), join(dir, 'app'), { recursive: true });
  cpSync(join(APP, 'next.config.mjs'), join(dir, 'next.config.mjs'));
  cpSync(SAMPLES, join(dir, 'public/scans'), { recursive: true, filter: (f) => !f.endsWith('.json') });
  mkdirSync(join(dir, 'public/foilkit-data'), { recursive: true });
  for (const folder of ['ink-tiles', 'etch-plates', 'glyphs', 'masks'])
    cpSync(join(dir, 'node_modules/@foilkit/data', folder), join(dir, 'public/foilkit-data', folder), {
      recursive: true,
    });

  const next = join(dir, 'node_modules/.bin/next');
  const started = performance.now();
  try {
    execFileSync(next, ['build'], { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    throw new Error(`next build failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: err });
  }
  const buildMs = performance.now() - started;

  const port = await freePort();
  // Its own process group, so stop() ends the server and any worker it forked, and nothing else.
  const server = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const stop = () => kill(server);
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitFor(url, server, () => log);
  } catch (err) {
    stop();
    throw err;
  }
  return { url, buildMs, stop };
}

function kill(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string, ms = 30_000): Promise<void> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`next start did not answer within ${ms} ms:\n${log()}`);
}
