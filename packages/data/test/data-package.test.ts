import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isUsedParam } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { loadResolverData } from '@foilkit/resolver';
import { assetPaths, assetUrl, rawData, UnknownAssetError } from '@foilkit/data';
import { assetsModuleSource, masksModuleSource, referencedFiles } from '../../../tools/data/data-index.js';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('@foilkit/data', () => {
  it('its generated modules are what the data generates (npm run data:index)', () => {
    expect(read('src/assets.ts')).toBe(assetsModuleSource(pkgDir));
    expect(read('src/masks.ts')).toBe(masksModuleSource(pkgDir));
  });

  it('the shipped data passes loadResolverData with no warnings', () => {
    const data = loadResolverData(rawData);
    expect(data.warnings).toEqual([]);
    expect(Object.keys(data.versions).sort()).toEqual(
      ['foils.json', 'frames.json', 'ink-designs.json', 'ink-index.json', 'layouts.json', 'plates.json'],
    );
  });

  it('packs every asset the data names, each with a complete notice sidecar', () => {
    const [pack] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: pkgDir, encoding: 'utf8' }),
    ) as Array<{ files: Array<{ path: string }> }>;
    const packed = new Set(pack!.files.map((f) => f.path));
    const { rasters, sidecars } = referencedFiles(pkgDir);
    expect(rasters.length).toBeGreaterThan(0);
    for (const path of [...rasters, ...sidecars]) expect(packed, path).toContain(path);
    for (const raster of rasters) {
      const sidecar = raster.replace(/\.png$/, '.json');
      expect(packed, `${raster} has no sidecar`).toContain(sidecar);
      const notice = JSON.parse(read(sidecar)) as Record<string, unknown>;
      expect(notice, sidecar).toMatchObject({ notTracedMark: true });
      for (const field of ['source', 'licence', 'author']) expect(typeof notice[field], `${sidecar} ${field}`).toBe('string');
    }
    // The JSON data files and the built entry ship; the sample cards and tests do not.
    for (const file of ['layouts.json', 'foils.json', 'ink-designs.json', 'ink-index.json', 'frames.json', 'plates.json'])
      expect(packed).toContain(file);
    expect([...packed].some((p) => p.startsWith('test/') || p.includes('sample-cards'))).toBe(false);
  });

  it('gives a URL for each shipped raster and a clear error for anything else', () => {
    expect(assetPaths()).toEqual(referencedFiles(pkgDir).rasters);
    for (const path of assetPaths()) {
      const url = new URL(assetUrl(path));
      expect(url.pathname.endsWith(`/packages/data/${path}`)).toBe(true);
    }
    expect(() => assetUrl('ink-tiles/nope.png')).toThrow(UnknownAssetError);
    expect(() => assetUrl('constructor')).toThrow(/ships no asset "constructor"/);
  });
  it("sets only parameters a class's recipe uses, each within its range", () => {
    const { classes } = loadResolverData(rawData).foils;
    const set = Object.entries(classes ?? {}).filter(([, row]) => row.params);
    expect(set.length).toBeGreaterThan(0);
    for (const [id, row] of set) {
      expect(row.recipe, id).not.toBeNull();
      const recipe = requireRecipe(row.recipe!);
      for (const [slot, value] of Object.entries(row.params!)) {
        const param = recipe.params[slot as keyof typeof recipe.params];
        expect(isUsedParam(param), `${id}.params.${slot}: ${recipe.id} has no such slider`).toBe(true);
        if (!isUsedParam(param)) continue;
        expect(value, `${id}.params.${slot}`).toBeGreaterThanOrEqual(param.min);
        expect(value, `${id}.params.${slot}`).toBeLessThanOrEqual(param.max);
      }
    }
  });
});
