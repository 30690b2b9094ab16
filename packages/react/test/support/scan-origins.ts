// Two more origins for the browser tests, both on 127.0.0.1 (a different port from the test
// page, so a different origin): one serves the sample scans with CORS headers, one without,
// the way many CDNs and buckets do. Started and stopped by the test through these commands;
// a timer closes them anyway, so a crashed run never leaves them listening.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserCommand } from 'vitest/node';

const SAMPLES = fileURLToPath(new URL('../../../../data/sample-cards/', import.meta.url));
const LIFETIME_MS = 5 * 60_000;

let running: { servers: Server[]; timer: NodeJS.Timeout } | null = null;

function serve(cors: boolean): Promise<Server> {
  const server = createServer((req, res) => {
    const file = basename(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    // no-store: each request is answered afresh, so one test's response is never another's.
    const headers: Record<string, string> = { 'content-type': 'image/png', 'cache-control': 'no-store' };
    if (cors) headers['access-control-allow-origin'] = '*';
    readFile(SAMPLES + file).then(
      (body) => res.writeHead(200, headers).end(body),
      () => res.writeHead(404, headers).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function stop(): Promise<void> {
  if (!running) return;
  const { servers, timer } = running;
  running = null;
  clearTimeout(timer);
  await Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r()).closeAllConnections())));
}

/** Starts both origins; resolves with their base URLs (`http://127.0.0.1:PORT/`). */
const startScanOrigins: BrowserCommand<[]> = async () => {
  await stop();
  const servers = await Promise.all([serve(true), serve(false)]);
  const timer = setTimeout(() => void stop(), LIFETIME_MS);
  timer.unref();
  running = { servers, timer };
  const [withCors, withoutCors] = servers.map((s) => {
    const address = s.address();
    if (!address || typeof address === 'string') throw new Error('scan origin has no port');
    return `http://127.0.0.1:${address.port}/`;
  }) as [string, string];
  return { withCors, withoutCors };
};

const stopScanOrigins: BrowserCommand<[]> = () => stop();

export const scanOriginCommands = { startScanOrigins, stopScanOrigins };
