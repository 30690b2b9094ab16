// pack:check's own rules, fed packages that break each one: a check that cannot fail is no check.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { licenseId, packageProblems, type PackageUnderCheck } from '../rules.mjs';
import { addUseClient, hasUseClient } from '../use-client.mjs';

const LICENSE = readFileSync(new URL('../../../LICENSE', import.meta.url), 'utf8');
const README = `# @foilkit/x

What it is.

\`\`\`sh
npm install @foilkit/x
\`\`\`

\`\`\`ts
import { x } from '@foilkit/x';
\`\`\`

[docs](../../docs/X.md)

## License

MIT
`;

function pkg(
  over: { manifest?: Partial<PackageUnderCheck['manifest']>; files?: Record<string, string> } = {},
): PackageUnderCheck {
  const files: Record<string, string> = over.files ?? {
    LICENSE,
    'README.md': README,
    'package.json': '{}',
    'dist/index.js': 'export {};',
  };
  return {
    manifest: { name: '@foilkit/x', license: 'MIT', ...over.manifest },
    files: Object.keys(files),
    read: (f) => files[f] ?? '',
  };
}

const react = { peerDependencies: { react: '>=19' } };

describe('pack:check rules', () => {
  it('the repository’s LICENSE is MIT', () => {
    expect(licenseId(LICENSE)).toBe('MIT');
  });

  it('a complete package passes', () => {
    expect(packageProblems(pkg(), LICENSE)).toEqual([]);
  });

  it('fails without a license field, or with one that disagrees with LICENSE', () => {
    expect(packageProblems(pkg({ manifest: { license: undefined } }), LICENSE)).toEqual([
      'package.json has no `license` field',
    ]);
    expect(packageProblems(pkg({ manifest: { license: 'ISC' } }), LICENSE)).toEqual([
      'package.json says license ISC, the root LICENSE is MIT',
    ]);
  });

  it('fails without LICENSE in the tarball, or with a different one', () => {
    expect(packageProblems(pkg({ files: { 'README.md': README } }), LICENSE)).toEqual([
      'the tarball has no LICENSE',
    ]);
    expect(
      packageProblems(pkg({ files: { LICENSE: 'All rights reserved', 'README.md': README } }), LICENSE),
    ).toEqual(['its LICENSE differs from the root LICENSE']);
  });

  it('fails without a README, or one missing install, example, docs link or licence', () => {
    expect(packageProblems(pkg({ files: { LICENSE } }), LICENSE)).toEqual(['the tarball has no README.md']);
    const without = (cut: RegExp) =>
      packageProblems(pkg({ files: { LICENSE, 'README.md': README.replace(cut, '') } }), LICENSE);
    expect(without(/npm install @foilkit\/x/)).toEqual(['README.md does not show `npm install @foilkit/x`']);
    expect(without(/```ts\n[^`]*```/)).toEqual(['README.md has no code example that imports @foilkit/x']);
    expect(without(/\[docs\]\([^)]*\)/)).toEqual(['README.md links to no documentation']);
    expect(without(/## License/)).toEqual(['README.md has no License section']);
    expect(without(/^# @foilkit\/x/)).toEqual(['README.md has no "# @foilkit/x" title']);
  });

  it('a React package fails unless every dist module starts with use client', () => {
    const files = { LICENSE, 'README.md': README, 'dist/index.js': "'use client';\nexport {};" };
    expect(packageProblems(pkg({ manifest: react, files }), LICENSE)).toEqual([]);
    const lazy = { ...files, 'dist/lazy-chunk.js': "import 'x';\n'use client';" };
    expect(packageProblems(pkg({ manifest: react, files: lazy }), LICENSE)).toEqual([
      "dist/lazy-chunk.js does not start with 'use client'",
    ]);
    expect(
      packageProblems(pkg({ manifest: react, files: { LICENSE, 'README.md': README } }), LICENSE),
    ).toEqual(['no dist/*.js in the tarball (run `npm run build`)']);
    // Not a React package: no directive needed.
    expect(packageProblems(pkg(), LICENSE)).toEqual([]);
  });
});

describe("the 'use client' banner", () => {
  it('counts only a directive that is the first statement', () => {
    expect(hasUseClient("'use client';\nimport x from 'y';")).toBe(true);
    expect(hasUseClient('// a comment\n/* another */\n"use client"\nexport {};')).toBe(true);
    expect(hasUseClient("import x from 'y';\n'use client';")).toBe(false);
    expect(hasUseClient("'use strict';\n'use client';")).toBe(false);
    expect(hasUseClient("'use clientele';")).toBe(false);
  });

  it('adds it once to every module of a build and shifts each source map by that line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'use-client-'));
    try {
      writeFileSync(join(dir, 'a.js'), 'export const a = 1;\n');
      writeFileSync(join(dir, 'a.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
      writeFileSync(join(dir, 'b.js'), "'use client';\nexport const b = 2;\n");
      expect(addUseClient(dir)).toEqual(['a.js']);
      expect(addUseClient(dir)).toEqual([]);
      expect(readFileSync(join(dir, 'a.js'), 'utf8')).toBe("'use client';\nexport const a = 1;\n");
      expect(JSON.parse(readFileSync(join(dir, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
