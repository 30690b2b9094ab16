#!/usr/bin/env node
// Checks every publishable package as npm would publish it: `npm pack`, then publint (the
// package.json and the files in the tarball agree) and @arethetypeswrong/cli (TypeScript finds
// the types through `exports` under the module resolutions an ESM-only package supports).
// Run `npm run build` first.   node tools/pack/check.mjs
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => join(root, 'node_modules/.bin', name);

export function publishablePackages() {
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name))
    .filter((dir) => {
      try {
        return !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private;
      } catch {
        return false;
      }
    });
}

let failed = 0;
for (const dir of publishablePackages()) {
  const name = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name;
  for (const [tool, args] of [
    ['publint', [dir, '--strict', '--pack', 'npm']],
    // ESM-only by design: the CommonJS resolutions are not supported and are not checked.
    ['attw', ['--pack', dir, '--profile', 'esm-only', '--format', 'table-flipped']],
  ]) {
    const run = spawnSync(bin(tool), args, { encoding: 'utf8', cwd: root });
    const ok = run.status === 0;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${tool} ${name}`);
    if (!ok) {
      failed++;
      console.log((run.stdout + run.stderr).trim().replace(/^/gm, '     '));
    }
  }
}
process.exit(failed ? 1 : 0);
