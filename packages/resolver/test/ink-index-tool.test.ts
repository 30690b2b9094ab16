import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TOOL = join(ROOT, 'tools/build-ink-index.mjs');

function runTool(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [TOOL, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('tools/build-ink-index.mjs', () => {
  it('rejects the broken tile fixture, naming the file and its seam value', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'ink-index-')), 'index.json');
    const r = runTool('--tiles', 'packages/resolver/test/fixtures/broken-tiles', '--out', out);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/stripe-offset\.png: seam (\d+)\/255/);
    const seam = Number(/seam (\d+)\/255/.exec(r.stderr)?.[1]);
    expect(seam).toBeGreaterThan(0);
    expect(() => readFileSync(out)).toThrow();
  });

  it('passes the shipped tiles, and the committed index is what it would write', () => {
    const r = runTool('--check');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const index = JSON.parse(readFileSync(join(ROOT, 'packages/data/ink-index.json'), 'utf8')) as {
      tiles: Record<string, { seam: number }>;
    };
    expect(Object.keys(index.tiles).sort()).toEqual([
      'checker',
      'pinstripe-diagonal',
      'ring-dot',
      'star-lattice',
    ]);
    for (const tile of Object.values(index.tiles)) expect(tile.seam).toBe(0);
  });

  it("applies the loader's own rules: a tile id the index may not hold is rejected, nothing written", () => {
    const dir = mkdtempSync(join(tmpdir(), 'ink-tiles-'));
    copyFileSync(join(ROOT, 'packages/data/ink-tiles/checker.png'), join(dir, 'Bad Tile.png'));
    copyFileSync(join(ROOT, 'packages/data/ink-tiles/checker.json'), join(dir, 'Bad Tile.json'));
    const out = join(dir, 'index.json');
    const r = runTool('--tiles', dir, '--out', out);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /Bad Tile\.png: ink-index\.json: tiles\.Bad Tile: is not a valid key \(must match/,
    );
    expect(() => readFileSync(out)).toThrow();
  });
});
