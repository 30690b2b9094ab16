import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');
const out = mkdtempSync(join(tmpdir(), 'foilkit-realism-'));

type Failure = { code: number; stdout: string; stderr: string };
const runCli = (args: string[]) =>
  run('node', [join(root, 'tools/realism/cli.mjs'), ...args], { cwd: root, maxBuffer: 16 << 20 }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: Failure) => e,
  );

describe('npm run realism (headless Chromium, tiny renders)', () => {
  it('prints the four figures per recipe, writes the JSON, and --check follows the targets file', async () => {
    const json = join(out, 'r.json');
    const strict = join(out, 'strict.json');
    const lax = join(out, 'lax.json');
    writeFileSync(strict, JSON.stringify({ targets: { '*': { min: { brightenedAny: 0.99 } } } }));
    writeFileSync(lax, JSON.stringify({ targets: { '*': { max: { darkStructure: 1 } } } }));
    const base = ['--recipes', 'vertical-sheen', '--width', '48', '--steps', '2', '--out', json, '--check'];
    const r = await runCli([...base, '--targets', strict]);
    expect(r.stdout).toMatch(
      /^vertical-sheen +line +\d+\.\d% +\d+\.\d% +\d+% +\d+\.\d% +\d+\.\d% +\d+\.\d% +brightenedAny/m,
    );
    expect(r.code).toBe(1);
    const written = JSON.parse(readFileSync(json, 'utf8'));
    expect(written.rows[0].recipe).toBe('vertical-sheen');
    expect(Object.keys(written.rows[0].cards)).toEqual([
      'wotc-holo-window',
      'sv-illustration',
      'swsh-etched',
    ]);
    expect((await runCli([...base, '--targets', lax])).code).toBe(0);

    // Pending: a listed recipe that misses passes the check and says so; one that meets fails it.
    const strictPending = join(out, 'strict-pending.json');
    const laxPending = join(out, 'lax-pending.json');
    const pending = { 'vertical-sheen': 'on its way' };
    writeFileSync(strictPending, JSON.stringify({ ...JSON.parse(readFileSync(strict, 'utf8')), pending }));
    writeFileSync(laxPending, JSON.stringify({ ...JSON.parse(readFileSync(lax, 'utf8')), pending }));
    const excused = await runCli([...base, '--targets', strictPending]);
    expect(excused.stdout).toMatch(/^vertical-sheen .*\(pending\) brightenedAny/m);
    expect(excused.code).toBe(0);
    const stale = await runCli([...base, '--targets', laxPending]);
    expect(stale.stdout).toMatch(/^vertical-sheen .*listed as pending: take it off/m);
    expect(stale.code).toBe(1);
  }, 240_000);
});
