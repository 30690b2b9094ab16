// Debian's Chromium with WebGL2 on the CPU (ANGLE + SwiftShader). One list for the vitest
// browser project, the parity tool, the benchmarks and the screenshot scripts.
import { existsSync } from 'node:fs';

/** The real binary skips the shell wrapper's noise; fall back to the wrapper. */
export const chromiumPath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));

export const chromiumArgs = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function requireChromium() {
  if (!chromiumPath) {
    throw new Error(
      'Chromium not found at /usr/lib/chromium/chromium or /usr/bin/chromium; install it with `apt-get install -y chromium`.',
    );
  }
  return chromiumPath;
}
