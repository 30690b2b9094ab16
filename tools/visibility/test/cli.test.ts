import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import pngjs from 'pngjs';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');
const out = mkdtempSync(join(tmpdir(), 'foilkit-visibility-'));

type Failure = { code: number; stdout: string; stderr: string };
const runCli = (script: string, args: string[]) =>
  run('node', [join(root, script), ...args], { cwd: root, maxBuffer: 16 << 20 }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: Failure) => e,
  );

describe('npm run visibility (headless Chromium, tiny renders)', () => {
  it('prints a row per recipe with its figures, writes the JSON, and --check fails below the floor', async () => {
    const json = join(out, 'v.json');
    // At 48 px and one tilt a flash recipe cannot reach the floor, so --check must exit 1.
    const r = await runCli('tools/visibility/cli.mjs', [
      '--recipes',
      'sequin,rainbow',
      '--width',
      '48',
      '--steps',
      '1',
      '--out',
      json,
      '--check',
    ]);
    expect(r.stdout).toMatch(/^sequin +flash +\d+\.\d +\d+\.\d%/m);
    expect(r.stdout).toMatch(/^rainbow +field +\d+\.\d +\d+\.\d%/m);
    expect(r.stdout).toMatch(/below it: .*sequin/);
    expect(r.code).toBe(1);
    const written = JSON.parse(readFileSync(json, 'utf8'));
    expect(written.rows.map((row: { recipe: string }) => row.recipe)).toEqual(['sequin', 'rainbow']);
    expect(Object.keys(written.rows[0].cards)).toEqual([
      'wotc-holo-window',
      'sv-illustration',
      'swsh-etched',
    ]);
  }, 120_000);

  it('names an unknown recipe instead of measuring nothing', async () => {
    const r = await runCli('tools/visibility/cli.mjs', [
      '--recipes',
      'no-such-foil',
      '--out',
      join(out, 'x.json'),
    ]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('unknown recipe(s) no-such-foil');
  }, 120_000);
});

describe('npm run parity -- visibility-sheet', () => {
  it('lays out a row of plain scans and a row per recipe, one cell per card and tilt', async () => {
    const file = join(out, 'sheet.png');
    const r = await runCli('tools/parity/cli.mjs', [
      'visibility-sheet',
      '--recipes',
      'starlight,gold',
      '--cards',
      'wotc-holo-window',
      '--tilts=-0.4,0.3;0.4,-0.3',
      '--width',
      '64',
      '--out',
      file,
    ]);
    expect(r.code).toBe(0);
    const png = pngjs.PNG.sync.read(readFileSync(file));
    // compose-sheet: cells are (width + 16) x (height + 34), under a 28 px title.
    expect(png.width).toBe(2 * (64 + 16));
    expect(png.height).toBe(28 + 3 * (Math.round((64 * 88) / 63) + 34));
  }, 120_000);
});
