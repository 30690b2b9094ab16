import {
  renderParitySet,
  STRUCTURAL_VARIANTS,
  TILT_GRIDS,
  isStructuralVariant,
  type ParityBase,
  type TiltGrid,
} from '../src/index.js';
import { renderContactSheet } from './contact-sheet.js';
import { renderLawSheet } from './law-sheet.js';
import { renderVisibilitySheet, type VisibilitySheetRequest } from './visibility-sheet.js';
import { renderLightSheet, type LightSheetRequest } from './light-sheet.js';
import layouts from '@foilkit/data/layouts.json';
import { loadStaticBake, resetFoilLamp, setFoilLamp } from '@foilkit/core';

interface RunRequest {
  variant: string;
  bake: boolean;
  lamp: boolean;
  mask?: 'full' | 'window' | 'reverse';
  grid: TiltGrid;
  width: number;
  recipes?: string[];
  bases: ParityBase[];
  withPixels: boolean;
}

const layout = (layouts as { eras: Record<string, { layouts: Record<string, unknown> }> }).eras.wotc?.layouts
  .standard;

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

// The CLI drives this page through these entry points.
Object.assign(window, {
  foilParity: {
    async run(req: RunRequest) {
      if (!isStructuralVariant(req.variant)) throw new Error(`unknown variant "${req.variant}"`);
      // Cards bake by default, once the bake's own chunk is here: --bake on must see it.
      if (req.bake) await loadStaticBake();
      resetFoilLamp();
      if (!req.lamp) setFoilLamp({ on: false });
      const results = renderParitySet({
        bases: req.bases,
        tilts: TILT_GRIDS[req.grid],
        width: req.width,
        overrides: STRUCTURAL_VARIANTS[req.variant],
        withPixels: req.withPixels,
        bake: req.bake,
        ...(req.mask && req.mask !== 'full'
          ? {
              uniforms: {
                uMaskRect: [0.08, 0.42, 0.84, 0.45],
                uMaskRadius: 0.02,
                uMaskFeather: 0.004,
                uMaskInvert: req.mask === 'reverse' ? 1 : 0,
              },
            }
          : {}),
        layout: layout as never,
        ...(req.recipes ? { recipes: req.recipes } : {}),
      });
      return results.map(({ rgba, ...r }) => ({ ...r, rgba: rgba ? toBase64(rgba) : undefined }));
    },
    sheet(req: { width: number; tilt: [number, number]; columns: number; recipes?: string[] }) {
      return renderContactSheet({ ...req, layout: layout as never });
    },
    lawSheet(req: { width: number; tilt: [number, number]; recipe: string }) {
      return renderLawSheet({ ...req, layout: layout as never });
    },
    visibilitySheet(req: VisibilitySheetRequest) {
      return renderVisibilitySheet(req);
    },
    lightSheet(req: LightSheetRequest) {
      return renderLightSheet(req);
    },
  },
});
document.title = 'foilkit parity: ready';
