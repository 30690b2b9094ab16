import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { foreignPackagesError, resolvePackageDirs } from '../checkout.mjs';

// Three checkouts on disk: one with its own workspace links, one that borrows the first one's
// node_modules (the worktree mistake that made a "before" render draw the current recipes), and
// one with no links at all.
const root = mkdtempSync(join(tmpdir(), 'foilkit-looks-checkout-'));
const checkout = (name: string) => {
  const dir = join(root, name);
  mkdirSync(join(dir, 'packages', 'core'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{}');
  writeFileSync(join(dir, 'packages', 'core', 'package.json'), '{"name":"@foilkit/core"}');
  return dir;
};
const own = checkout('own');
mkdirSync(join(own, 'node_modules', '@foilkit'), { recursive: true });
symlinkSync(join(own, 'packages', 'core'), join(own, 'node_modules', '@foilkit', 'core'));
const borrowed = checkout('borrowed');
symlinkSync(join(own, 'node_modules'), join(borrowed, 'node_modules'));
const bare = checkout('bare');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resolvePackageDirs', () => {
  it('finds a checkout’s own workspace link inside it', () => {
    const [core] = resolvePackageDirs(own, ['@foilkit/core']);
    expect(core).toMatchObject({ name: '@foilkit/core', inside: true });
    expect(core?.dir).toMatch(/own[\\/]packages[\\/]core$/);
    expect(foreignPackagesError(own, resolvePackageDirs(own, ['@foilkit/core']))).toBeNull();
  });

  it('flags a borrowed node_modules whose links lead into another checkout', () => {
    const dirs = resolvePackageDirs(borrowed, ['@foilkit/core']);
    expect(dirs[0]).toMatchObject({ inside: false });
    expect(dirs[0]?.dir).toMatch(/own[\\/]packages[\\/]core$/);
    const message = foreignPackagesError(borrowed, dirs);
    expect(message).toContain('@foilkit/core');
    expect(message).toContain(`outside ${borrowed}`);
  });

  it('flags a package that cannot be found at all', () => {
    const dirs = resolvePackageDirs(bare, ['@foilkit/nothing-here']);
    expect(dirs[0]).toEqual({ name: '@foilkit/nothing-here', dir: null, inside: false });
    expect(foreignPackagesError(bare, dirs)).toContain('not found');
  });
});
