import type { SurfaceUniformValues } from '@foilkit/core/contract';
import type { ResolverData } from './load-data.js';
import { keyMatches, slugKey, type Printing } from './printing.js';
import type { Decision } from './provenance.js';
import { resolvePrinting, scopeChain, type ResolvedPrinting } from './resolve-printing.js';
import type { InkRow } from './schemas/ink.js';
import { surfaceDefaults } from './surface-defaults.js';

export type InkState = 'none' | 'queued' | 'no-ink' | 'design' | 'in-scan';

/** The ink-design uniforms, typed by the shader contract (uInkTile: tiles across, phase x/y, turns). */
export type InkUniforms = Pick<
  SurfaceUniformValues,
  'uInkOn' | 'uInkDraw' | 'uInkTile' | 'uInkJitter' | 'uInkStagger' | 'uInkStrength' | 'uInkTone'
>;

export interface InkResolution {
  state: InkState;
  uniforms: InkUniforms;
  /** Path relative to the data root of the tile, in the design state only. */
  texture: string | undefined;
  decisions: Decision[];
}

/** The contract's defaults: what every state but `design` leaves in place. */
const IDLE: InkUniforms = surfaceDefaults(
  'uInkOn',
  'uInkDraw',
  'uInkTile',
  'uInkJitter',
  'uInkStagger',
  'uInkStrength',
  'uInkTone',
);

function specificity(row: InkRow): number {
  return (row.rarity.trim() === '*' ? 0 : 2) + (row.type.trim() === '*' ? 0 : 1);
}

/** The winning row: narrowest scope first; inside a scope rarity beats type beats wildcards; ties go to the earlier row. */
function findRow(
  p: ResolvedPrinting,
  data: ResolverData,
): { row: InkRow; index: number; scope: Decision['scope']; key: string } | undefined {
  for (const { scope, key } of scopeChain(p)) {
    let best: { row: InkRow; index: number } | undefined;
    data.inkDesigns.rows.forEach((row, index) => {
      if (row.scope !== scope || row.key.toLowerCase() !== key) return;
      if (
        slugKey(row.variantKind) !== p.variantKind ||
        !keyMatches(row.rarity, p.rarity) ||
        !keyMatches(row.type, p.type)
      )
        return;
      if (!best || specificity(row) > specificity(best.row)) best = { row, index };
    });
    if (best) return { ...best, scope, key };
  }
  return undefined;
}

export function resolveInkFor(p: ResolvedPrinting, data: ResolverData): InkResolution {
  const hit = findRow(p, data);
  if (!hit) {
    // No row keys this printing. Deliberately no fallback to another era or set.
    return {
      state: 'none',
      uniforms: { ...IDLE },
      texture: undefined,
      decisions: [{ decision: 'ink', scope: 'default', key: '', file: 'ink-designs.json', row: '(no row)' }],
    };
  }
  const decisions: Decision[] = [
    { decision: 'ink', scope: hit.scope, key: hit.key, file: 'ink-designs.json', row: `rows[${hit.index}]` },
  ];
  const { row } = hit;
  if (row.state === 'no-ink')
    return { state: 'no-ink', uniforms: { ...IDLE }, texture: undefined, decisions };

  // Only a measured entry says the scan already shows the printing; no entry means draw.
  const frameIndex = p.card
    ? data.frames.entries.findIndex(
        (f) => f.card.toLowerCase() === p.card && slugKey(f.variantKind) === p.variantKind,
      )
    : -1;
  const frame = data.frames.entries[frameIndex];
  if (frame?.inkInScan === 'measured-present') {
    decisions.push({
      decision: 'frames',
      scope: 'card',
      key: frame.card,
      file: 'frames.json',
      row: `entries[${frameIndex}]`,
    });
    return { state: 'in-scan', uniforms: { ...IDLE, uInkOn: 1, uInkDraw: 0 }, texture: undefined, decisions };
  }
  if (row.state === 'queued')
    return { state: 'queued', uniforms: { ...IDLE }, texture: undefined, decisions };

  const tile = row.tile ? data.inkIndex.tiles[row.tile] : undefined;
  const at = row.placement;
  if (!tile || !at) return { state: 'queued', uniforms: { ...IDLE }, texture: undefined, decisions }; // unreachable after load's cross-check
  return {
    state: 'design',
    uniforms: {
      uInkOn: 1,
      uInkDraw: 1,
      uInkTile: [at.tilesAcross, at.phase[0], at.phase[1], at.rotationTurns],
      uInkJitter: at.jitter,
      uInkStagger: at.stagger,
      uInkStrength: at.strength,
      uInkTone: at.tone,
    },
    texture: tile.file,
    decisions,
  };
}

/** One of the five ink states with the gate values the contract assigns it. */
export function resolveInk(printing: Printing, data: ResolverData): InkResolution {
  return resolveInkFor(resolvePrinting(printing, data), data);
}
