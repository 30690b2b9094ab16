import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('README quick start', () => {
  it('is the type-checked, browser-tested example, verbatim', () => {
    const example = read('docs/examples/card-site.ts');
    const start = '// #region quick-start\n';
    const region = example.slice(
      example.indexOf(start) + start.length,
      example.indexOf('// #endregion quick-start'),
    );
    expect(region.length).toBeGreaterThan(200);
    expect(read('README.md')).toContain(region.trimEnd());
  });
});
