import type { SurfaceUniformValues } from '@foilkit/core/contract';
import type { ResolverData } from './load-data.js';
import { frameKey } from './lookup-index.js';
import type { Printing } from './printing.js';
import type { Decision } from './provenance.js';
import { resolveFoilFor, type FoilResolution } from './resolve-foil.js';
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

/** The winning row: narrowest scope first; inside a scope the one row matcher decides. */
function findRow(
  p: ResolvedPrinting,
  data: ResolverData,
): { row: InkRow; index: number; scope: Decision['scope']; key: string } | undefined {
  // An ink row always names its variant: without one, nothing is keyed.
  if (p.variantKind === undefined) return undefined;
  for (const { scope, key } of scopeChain(p)) {
    const hit = data.index.inkRows.find(scope, key, p);
    if (hit) return { row: hit.row, index: hit.index, scope, key };
  }
  return undefined;
}

export function resolveInkFor(p: ResolvedPrinting, data: ResolverData, foil?: FoilResolution): InkResolution {
  const hit = findRow(p, data);
  const cls = foil?.printingClass;
  const classInk = cls !== undefined ? data.index.classes.get(cls)?.ink : undefined;
  if (!hit && classInk !== undefined && foil) {
    // No ink row, but the printing's class records its state (a flat reverse: no-ink; a
    // trademarked overprint: queued). Never a design: tiles are keyed in ink-designs.json.
    return {
      state: classInk,
      uniforms: { ...IDLE },
      texture: undefined,
      decisions: [
        {
          decision: 'ink',
          scope: foil.decision.scope,
          key: foil.decision.key,
          file: 'foils.json',
          row: `classes.${cls}`,
        },
      ],
    };
  }
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
  const measured =
    p.card && p.variantKind ? data.index.frames.get(frameKey(p.card, p.variantKind)) : undefined;
  if (measured?.entry.inkInScan === 'measured-present') {
    decisions.push({
      decision: 'frames',
      scope: 'card',
      key: measured.entry.card,
      file: 'frames.json',
      row: `entries[${measured.index}]`,
    });
    return { state: 'in-scan', uniforms: { ...IDLE, uInkOn: 1, uInkDraw: 0 }, texture: undefined, decisions };
  }
  if (row.state === 'queued')
    return { state: 'queued', uniforms: { ...IDLE }, texture: undefined, decisions };

  const tile = row.tile ? data.index.tiles.get(row.tile) : undefined;
  const at = row.placement;
  if (!tile || !at) return { state: 'queued', uniforms: { ...IDLE }, texture: undefined, decisions }; // unreachable after load's cross-check
  return {
    state: 'design',
    uniforms: {
      uInkOn: 1,
      uInkDraw: 1,
      uInkTile: [
        at.tilesAcross,
        at.phase?.[0] ?? IDLE.uInkTile[1],
        at.phase?.[1] ?? IDLE.uInkTile[2],
        at.rotationTurns ?? IDLE.uInkTile[3],
      ],
      uInkJitter: at.jitter ?? IDLE.uInkJitter,
      uInkStagger: at.stagger ?? IDLE.uInkStagger,
      uInkStrength: at.strength ?? IDLE.uInkStrength,
      uInkTone: at.tone ?? IDLE.uInkTone,
    },
    texture: tile.file,
    decisions,
  };
}

/** One of the five ink states with the gate values the contract assigns it. */
export function resolveInk(printing: Printing, data: ResolverData): InkResolution {
  const p = resolvePrinting(printing, data);
  return resolveInkFor(p, data, resolveFoilFor(p, data));
}
