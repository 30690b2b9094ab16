import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { listRecipes } from '@foilkit/core/registry';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');
const cli = join(root, 'tools/parity/cli.mjs');

describe('the parity tool in CI (reduced grid, headless Chromium)', () => {
  const out = mkdtempSync(join(tmpdir(), 'foilkit-parity-'));
  const n = listRecipes().length;

  it(`control: the baseline rendered twice is ${n}/${n} byte-identical (nondeterminism would show here)`, async () => {
    const { stdout } = await run('node', [cli, 'control', '--grid', 'reduced', '--out', out], {
      cwd: root,
      maxBuffer: 64 << 20,
    });
    expect(stdout).toContain(`${n}/${n} byte-identical`);
    const manifest = JSON.parse(readFileSync(join(out, 'a-baseline/manifest.json'), 'utf8'));
    // every recipe x {blank, scan} x 2 tilts, each with its PNG
    expect(manifest.renders).toHaveLength(n * 2 * 2);
    expect(manifest.renders.every((r: { file?: string }) => typeof r.file === 'string')).toBe(true);
  }, 300_000);

  it('compare: a doctored render is listed with its maximum channel delta, and the exit code is 1', async () => {
    const a = join(out, 'a-baseline');
    const b = join(out, 'b-baseline');
    const manifest = JSON.parse(readFileSync(join(b, 'manifest.json'), 'utf8'));
    const victim = manifest.renders[3];
    victim.hash = 'doctored';
    writeFileSync(join(b, 'manifest.json'), JSON.stringify(manifest));
    const result = await run('node', [cli, 'compare', a, b], { cwd: root }).then(
      () => ({ code: 0, stdout: '' }),
      (e: { code: number; stdout: string }) => e,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${n - 1}/${n} byte-identical`);
    expect(result.stdout).toMatch(
      new RegExp(`${victim.recipe}/${victim.base}/.*: pixels max channel delta 0`),
    );
  }, 60_000);
});
