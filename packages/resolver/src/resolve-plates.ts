import type { SurfaceUniformValues } from '@foilkit/core/contract';
import type { ResolverData } from './load-data.js';
import type { Printing } from './printing.js';
import type { RowTable } from './row-match.js';
import type { Decision } from './provenance.js';
import { resolvePrinting, scopeChain, type ResolvedPrinting } from './resolve-printing.js';
import type { EtchRow, GlyphRow } from './schemas/assets.js';
import { surfaceDefaults } from './surface-defaults.js';

export interface EtchResolution {
  uniforms: Pick<SurfaceUniformValues, 'uEtchOn' | 'uEtchTexel'>;
  texture: string | undefined;
  decisions: Decision[];
}

export interface GlyphResolution {
  uniforms: Pick<SurfaceUniformValues, 'uGlyphOn' | 'uGlyphCount' | 'uGlyphGrid'>;
  texture: string | undefined;
  decisions: Decision[];
}

function findPlate<R extends EtchRow | GlyphRow>(
  table: RowTable<R>,
  p: ResolvedPrinting,
  decision: 'etch' | 'glyphs',
): { row: R; decision: Decision } | undefined {
  for (const { scope, key } of scopeChain(p)) {
    const hit = table.find(scope, key, p);
    if (hit)
      return {
        row: hit.row,
        decision: { decision, scope, key, file: 'plates.json', row: `${hit.list}[${hit.index}]` },
      };
  }
  return undefined;
}

export function resolveEtchFor(p: ResolvedPrinting, data: ResolverData): EtchResolution {
  const hit = findPlate(data.index.etch, p, 'etch');
  // With no plate the switch stays 0 and the recipe keeps its procedural relief.
  if (!hit) return { uniforms: surfaceDefaults('uEtchOn', 'uEtchTexel'), texture: undefined, decisions: [] };
  return {
    uniforms: { uEtchOn: 1, uEtchTexel: [1 / hit.row.width, 1 / hit.row.height] },
    texture: hit.row.file,
    decisions: [hit.decision],
  };
}

export function resolveGlyphsFor(p: ResolvedPrinting, data: ResolverData): GlyphResolution {
  const hit = findPlate(data.index.glyphs, p, 'glyphs');
  if (!hit)
    return {
      uniforms: surfaceDefaults('uGlyphOn', 'uGlyphCount', 'uGlyphGrid'),
      texture: undefined,
      decisions: [],
    };
  return {
    uniforms: { uGlyphOn: 1, uGlyphCount: hit.row.count, uGlyphGrid: [hit.row.grid[0], hit.row.grid[1]] },
    texture: hit.row.file,
    decisions: [hit.decision],
  };
}

/** The etch plate for a printing, if a row points at one. */
export function resolveEtch(printing: Printing, data: ResolverData): EtchResolution {
  return resolveEtchFor(resolvePrinting(printing, data), data);
}

/** The glyph atlas for a printing, if a row points at one. */
export function resolveGlyphs(printing: Printing, data: ResolverData): GlyphResolution {
  return resolveGlyphsFor(resolvePrinting(printing, data), data);
}
