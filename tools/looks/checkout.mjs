// Which directory a checkout's own `@foilkit/*` imports land in. A second checkout (a git worktree
// of an old commit) whose node_modules is borrowed from another checkout resolves `@foilkit/core`
// through that checkout's workspace links, so a "before" render silently draws the other
// checkout's recipes: a blind review would then compare a version with itself (or with a
// candidate) while the key says "c9ba3e5". render.mjs refuses to start in that case.
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, isAbsolute } from 'node:path';

export const FOILKIT_PACKAGES = ['@foilkit/core', '@foilkit/resolver', '@foilkit/react', '@foilkit/data'];

/** @typedef {{ name: string, dir: string | null, inside: boolean }} PackageDir */

/**
 * For each package name, the real directory that an import from `repo` reaches (following
 * node_modules upwards, as Node and Vite do), and whether it lies inside `repo`.
 * @param {string} repo
 * @param {string[]} [names]
 * @returns {PackageDir[]}
 */
export function resolvePackageDirs(repo, names = FOILKIT_PACKAGES) {
  const root = realpathSync(repo);
  const { resolve } = createRequire(join(root, 'package.json'));
  return names.map((name) => {
    const hit = (resolve.paths(name) ?? []).map((dir) => join(dir, name)).find((dir) => existsSync(dir));
    if (!hit) return { name, dir: null, inside: false };
    const dir = realpathSync(hit);
    const rel = relative(root, dir);
    return { name, dir, inside: rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) };
  });
}

/**
 * The message render.mjs stops with, or null when every package resolves inside `repo`.
 * @param {string} repo
 * @param {readonly PackageDir[]} dirs
 */
export function foreignPackagesError(repo, dirs) {
  const bad = dirs.filter((d) => !d.inside);
  if (bad.length === 0) return null;
  const lines = bad.map((d) =>
    d.dir === null ? `  ${d.name}: not found from ${repo}` : `  ${d.name} -> ${d.dir} (outside ${repo})`,
  );
  return [
    `--repo ${repo}: its @foilkit packages do not come from that checkout, so the render would`,
    `show another checkout's recipes:`,
    ...lines,
    `Give the checkout its own node_modules/@foilkit links (npm ci there, or link each`,
    `node_modules/@foilkit/<name> to that checkout's own packages/<name>).`,
  ].join('\n');
}
