import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withTables } from '../../../tools/docs/class-table.js';
import { realData } from './helpers.js';

describe('docs/RESOLVER.md', () => {
  it('shows the class and finish tables foils.json holds (npm run docs:classes)', () => {
    const doc = readFileSync(new URL('../../../docs/RESOLVER.md', import.meta.url), 'utf8');
    expect(doc, 'run `npm run docs:classes` to regenerate').toBe(withTables(doc, realData().foils));
  });
});
