import type { ParityBase } from './grid.js';

export interface ParityRender {
  readonly recipe: string;
  readonly base: ParityBase;
  readonly tilt: readonly [number, number];
  /** Content hash of the RGBA bytes (see hashPixels). */
  readonly hash: string;
  /** PNG file name beside the manifest. */
  readonly file?: string;
}

export interface ParityManifest {
  readonly tool: 'foilkit-parity';
  readonly version: 1;
  readonly variant: string;
  readonly grid: string;
  readonly width: number;
  readonly height: number;
  readonly createdAt: string;
  readonly renders: readonly ParityRender[];
}

export function renderKey(r: Pick<ParityRender, 'recipe' | 'base' | 'tilt'>): string {
  return `${r.recipe}/${r.base}/${r.tilt[0]},${r.tilt[1]}`;
}

export function renderFileName(r: Pick<ParityRender, 'recipe' | 'base' | 'tilt'>): string {
  const t = (v: number) => String(v).replace('-', 'm').replace('.', 'p');
  return `${r.recipe}__${r.base}__${t(r.tilt[0])}_${t(r.tilt[1])}.png`;
}
