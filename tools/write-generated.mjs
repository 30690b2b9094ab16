// Writes generated files, or with --check reports the stale ones and exits 1. One loop for every
// generator (recipe barrel and ids, data asset tables, the runtime uniform table).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** outputs: [path relative to root, text]. Exits the process with the result. */
export function writeGenerated(root, outputs, argv = process.argv) {
  const check = argv.includes('--check');
  let stale = 0;
  for (const [path, text] of outputs) {
    const file = join(root, path);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current === text) continue;
    stale++;
    if (check) {
      console.error(`${path} is stale: run npm run generate`);
    } else {
      writeFileSync(file, text);
      console.log(`wrote ${path}`);
    }
  }
  process.exit(check && stale ? 1 : 0);
}
