// What every published package must carry beyond what publint and arethetypeswrong check:
// the licence (a `license` field naming the root LICENSE's licence, and that LICENSE file in the
// tarball), a README that says how to install and use it and where the docs are, and, for a
// package of React components, `'use client'` on every module so server-component frameworks
// can import it. Pure functions over a package's manifest and files, so a test can feed them
// packages that break each rule.
import { hasUseClient } from './use-client.mjs';

/** The SPDX id a LICENSE text is, from its first line (only the licences we would choose). */
export function licenseId(text) {
  const first = text.trimStart().split('\n', 1)[0] ?? '';
  if (/^MIT License\b/.test(first)) return 'MIT';
  if (/^\s*Apache License\b/.test(first)) return 'Apache-2.0';
  return null;
}

/** Whether a package ships React components (and so is client code for RSC frameworks). */
export function isReactPackage(manifest) {
  return Boolean(manifest.peerDependencies?.react ?? manifest.dependencies?.react);
}

/**
 * What is wrong with one package as it would be published.
 * @param pkg.manifest   its package.json
 * @param pkg.files      the paths `npm pack` puts in the tarball
 * @param pkg.read       reads a file of the package by that path
 * @param rootLicense    the repository's LICENSE text
 * @returns one sentence per problem; empty when the package is fine
 */
export function packageProblems({ manifest, files, read }, rootLicense) {
  const problems = [];
  const expected = licenseId(rootLicense);
  if (!expected) problems.push('the root LICENSE is neither MIT nor Apache-2.0');
  if (!manifest.license) problems.push('package.json has no `license` field');
  else if (expected && manifest.license !== expected)
    problems.push(`package.json says license ${manifest.license}, the root LICENSE is ${expected}`);

  if (!files.includes('LICENSE')) problems.push('the tarball has no LICENSE');
  else if (read('LICENSE') !== rootLicense) problems.push('its LICENSE differs from the root LICENSE');

  if (!files.includes('README.md')) problems.push('the tarball has no README.md');
  else problems.push(...readmeProblems(manifest.name, read('README.md')));

  if (isReactPackage(manifest)) {
    const modules = files.filter((f) => f.startsWith('dist/') && /\.m?js$/.test(f));
    if (modules.length === 0) problems.push('no dist/*.js in the tarball (run `npm run build`)');
    for (const file of modules)
      if (!hasUseClient(read(file))) problems.push(`${file} does not start with 'use client'`);
  }
  return problems;
}

/** A README must say what the package is, how to install it, show it in use, and link the docs. */
export function readmeProblems(name, text) {
  const problems = [];
  if (!new RegExp(`^# ${escape(name)}\\s*$`, 'm').test(text))
    problems.push(`README.md has no "# ${name}" title`);
  if (!new RegExp(`npm install[^\\n]*\\s${escape(name)}(\\s|$)`).test(text))
    problems.push(`README.md does not show \`npm install ${name}\``);
  const code = [...text.matchAll(/```(?:ts|tsx|js|jsx)\n([\s\S]*?)```/g)];
  if (!code.some((m) => m[1].includes(name)))
    problems.push(`README.md has no code example that imports ${name}`);
  if (!/\]\((?:\.\.\/)*docs\/[^)]+\.md[^)]*\)|\]\(https?:\/\/[^)]+\)/.test(text))
    problems.push('README.md links to no documentation');
  if (!/^## Licen[cs]e/m.test(text)) problems.push('README.md has no License section');
  return problems;
}

function escape(s) {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
