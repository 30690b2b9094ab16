#!/usr/bin/env node
// Checks every publishable package as npm would publish it: `npm pack`, then publint (the
// package.json and the files in the tarball agree), @arethetypeswrong/cli (TypeScript finds
// the types through `exports` under the module resolutions an ESM-only package supports), and
// our own rules (rules.mjs: licence, README, 'use client'). Every package.json in the
// workspace, private ones included, must name the licence too.
// Run `npm run build` first.   node tools/pack/check.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { licenseId, packageProblems } from './rules.mjs';
import { shippedGlslProblems } from './shipped-glsl.mjs';

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
const rootLicense = readFileSync(join(root, 'LICENSE'), 'utf8');

const workspaceManifests = [
  '.',
  ...['packages', 'tools', 'apps'].flatMap((top) =>
    readdirSync(join(root, top)).map((name) => join(top, name)),
  ),
].filter((dir) => existsSync(join(root, dir, 'package.json')));
for (const dir of workspaceManifests) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  if (manifest.license !== licenseId(rootLicense)) {
    failed++;
    console.log(`FAIL license ${join(dir, 'package.json')}: ${manifest.license ?? 'no license field'}`);
  }
}

for (const dir of publishablePackages()) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const name = manifest.name;
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    encoding: 'utf8',
    cwd: dir,
  });
  const files = pack.status === 0 ? JSON.parse(pack.stdout)[0].files.map((f) => f.path) : [];
  const problems =
    pack.status === 0
      ? packageProblems({ manifest, files, read: (f) => readFileSync(join(dir, f), 'utf8') }, rootLicense)
      : [`npm pack failed: ${pack.stderr.trim()}`];
  // A README's links to the repository's docs must lead somewhere.
  if (files.includes('README.md'))
    for (const [, link] of readFileSync(join(dir, 'README.md'), 'utf8').matchAll(
      /\]\(((?:\.\.\/)+[^)#]+)[^)]*\)/g,
    ))
      if (!existsSync(join(dir, link))) problems.push(`README.md links to ${link}, which does not exist`);
  console.log(
    `${problems.length ? 'FAIL' : 'ok  '} licence, README${
      manifest.peerDependencies?.react ? ", 'use client'" : ''
    } ${name}`,
  );
  if (problems.length) {
    failed++;
    for (const p of problems) console.log(`     ${p}`);
  }
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
// The build strips the comments from core's GLSL; what ships must otherwise be the sources' text.
const glsl = await shippedGlslProblems(root);
console.log(
  `${glsl.problems.length ? 'FAIL' : 'ok  '} shipped GLSL of @foilkit/core: ${glsl.recipes} recipes and the vertex program equal the sources' but for comments (${(glsl.saved / 1000).toFixed(1)} kB of comments not shipped)`,
);
for (const p of glsl.problems) console.log(`     ${p}`);
if (glsl.problems.length) failed++;
process.exit(failed ? 1 : 0);
