import { afterAll, describe, expect, it } from 'vitest';
import {
  INK_TAP_OFFSETS,
  LAW,
  createFoilMaterial,
  getFoilLamp,
  resetFoilLamp,
  setFoilLamp,
  type FoilLamp,
  type UniformValues,
} from '@foilkit/core';
import {
  referenceCardAlpha,
  referenceComposite,
  referenceEtchRelief,
  referenceSharedSpecular,
  referenceLayoutMask,
  referenceViewVector,
  type CompositeUniforms,
  type RGB,
} from '@foilkit/core/reference';
import {
  createMaterialRenderer,
  faceTexture,
  imageSpaceTexture,
  pixelIndex,
  uvOf,
} from '@foilkit/render-harness';
import { knownLight, knownLightRecipe } from './fixtures/recipes.js';
import { windowCard, windowMaskUniforms } from './support/cards.js';
import { scanReader } from './support/scan.js';

const renderer = createMaterialRenderer();
afterAll(() => {
  renderer.dispose();
  resetFoilLamp();
});

const W = 128;
const { card, layout } = windowCard(W, 21);
const scan = scanReader(card);
const face = faceTexture(card);

// The lattice phase keeps cell edges off pixel centres: at an exact edge the GPU's interpolated
// uv and the CPU's may fall on different sides, which says nothing about the law.
// An ink cell: a 2x2 checker of full and no coverage, nearest-filtered, so coverage is exact.
const INK_CELL = {
  width: 2,
  height: 2,
  rgba: new Uint8Array([0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255]),
};
// An etch plate: one raised block, so the slope is non-zero only along its edges.
const PLATE_W = 32;
const plate = (() => {
  const rgba = new Uint8Array(PLATE_W * PLATE_W * 4);
  for (let y = 0; y < PLATE_W; y++)
    for (let x = 0; x < PLATE_W; x++) {
      const on = x >= 8 && x < 24 && y >= 10 && y < 20 ? 255 : 0;
      rgba.set([on, on, on, 255], (y * PLATE_W + x) * 4);
    }
  return { width: PLATE_W, height: PLATE_W, rgba };
})();

function inkCoverageCpu(u: number, v: number, tile: readonly [number, number, number, number]): number {
  const px = (u - 0.5) * tile[0] + tile[1];
  const py = (v - 0.5) * LAW.CARD_ASPECT * tile[0] + tile[2];
  const fx = px - Math.floor(px);
  const fy = py - Math.floor(py);
  // Image-space cell, one V flip: texture row = floor((1 - fy) * 2).
  const tx = Math.min(1, Math.floor(fx * 2));
  const ty = Math.min(1, Math.floor((1 - fy) * 2));
  return INK_CELL.rgba[(ty * 2 + tx) * 4 + 3]! / 255;
}

function plateCpu(s: number, t: number): number {
  const x = Math.min(PLATE_W - 1, Math.max(0, Math.floor(s * PLATE_W)));
  const y = Math.min(PLATE_W - 1, Math.max(0, Math.floor(t * PLATE_W)));
  return plate.rgba[(y * PLATE_W + x) * 4]! / 255;
}

interface Case {
  name: string;
  family: 'line' | 'metal';
  uniforms: Partial<UniformValues>;
  mask: 'full' | 'window' | 'reverse';
  ink?: boolean;
  etch?: boolean;
  /** The page's lamp for this case (default: the table's lamp, on). */
  lamp?: Partial<FoilLamp>;
}

const CASES: Case[] = [
  { name: 'additive, real scan, full face', family: 'line', mask: 'full', uniforms: {} },
  {
    name: 'additive, real scan, window with feather, art gate on',
    family: 'line',
    mask: 'window',
    uniforms: { uArtGate: 0.8 },
  },
  {
    name: 'additive, real scan, reverse sheet, tint and pop high',
    family: 'line',
    mask: 'reverse',
    uniforms: { uTint: 1, uInkPop: 1, uSheenTint: 0.3 },
  },
  { name: 'metalness, real scan, full face', family: 'metal', mask: 'full', uniforms: { uGrain: 0.8 } },
  { name: 'metalness, real scan, window', family: 'metal', mask: 'window', uniforms: { uMetal: 0.6 } },
  { name: 'additive, blank base', family: 'line', mask: 'full', uniforms: { uScanBase: 0, uDarken: 0.5 } },
  {
    name: 'metalness, blank base',
    family: 'metal',
    mask: 'window',
    uniforms: { uScanBase: 0, uDarken: 0.3 },
  },
  {
    name: 'additive, ink design drawn, with tone',
    family: 'line',
    mask: 'reverse',
    ink: true,
    uniforms: { uInkOn: 1, uInkDraw: 1, uInkTile: [8, 0.1, 0.3, 0], uInkStrength: 0.8, uInkTone: 0.3 },
  },
  {
    name: 'additive, etch plate on',
    family: 'line',
    mask: 'full',
    etch: true,
    uniforms: { uEtchOn: 1, uEtchTexel: [1 / PLATE_W, 1 / PLATE_W], uEtchRelief: 1.2, uEtchBump: 6 },
  },
  {
    name: 'half intensity, tilted',
    family: 'line',
    mask: 'full',
    uniforms: { uIntensity: 0.5, uTilt: [0.6, -0.3] },
  },
  {
    name: 'lamp off: the pre-lamp sheen band, tilted',
    family: 'line',
    mask: 'full',
    lamp: { on: false },
    uniforms: { uTilt: [0.4, 0.2] },
  },
  {
    name: 'lamp moved, larger, warm and bright; glare at full specular, tilted',
    family: 'line',
    mask: 'window',
    lamp: { position: [-0.6, 0.4, 0.2], size: 0.2, color: [1, 0.85, 0.6], intensity: 2.5 },
    uniforms: { uSpecular: 1, uTilt: [-0.3, -0.5] },
  },
  {
    name: 'lamp with a stage-written view vector, metalness, blank base',
    family: 'metal',
    mask: 'full',
    uniforms: {
      uScanBase: 0,
      uSpecular: 0.8,
      uViewTSOn: 1,
      uViewTS: [0.2, -0.25, Math.sqrt(1 - 0.04 - 0.0625)],
    },
  },
];

const lampNow = () => {
  const l = getFoilLamp();
  return {
    uLampOn: l.on ? 1 : 0,
    uLampPos: l.position,
    uLampSize: l.size,
    uLampColor: l.color,
    uLampIntensity: l.intensity,
  };
};

describe('MAIN matches referenceComposite() pixel for pixel (within 1/255)', () => {
  for (const c of CASES) {
    it(c.name, () => {
      resetFoilLamp();
      if (c.lamp) setFoilLamp(c.lamp);
      const lamp = lampNow();
      const recipe = knownLightRecipe(c.family);
      const maskUniforms =
        c.mask === 'window'
          ? windowMaskUniforms(layout, 0)
          : c.mask === 'reverse'
            ? windowMaskUniforms(layout, 1)
            : {};
      const material = createFoilMaterial({
        recipe,
        textures: {
          face,
          ...(c.ink ? { ink: imageSpaceTexture(INK_CELL) } : {}),
          ...(c.etch ? { etch: imageSpaceTexture(plate) } : {}),
        },
        uniforms: { ...maskUniforms, ...c.uniforms },
      });
      const px = renderer.render(material, { width: W });
      const get = <K extends keyof UniformValues>(k: K): UniformValues[K] => material.getUniform(k);
      const tilt = get('uTilt');
      const uniforms = Object.fromEntries(
        (
          [
            'uIntensity',
            'uGlobalIntensity',
            'uInkGuard',
            'uScanBase',
            'uMetal',
            'uSheen',
            'uSheenTint',
            'uDepth',
            'uGrain',
            'uDarken',
            'uSpecular',
            'uTint',
            'uInkPop',
            'uInkTone',
            'uArtGate',
          ] as const
        ).map((k) => [k, get(k)]),
      ) as CompositeUniforms;
      let compared = 0;
      let worst = 0;
      let worstAt = '';
      for (let y = 0; y < px.height; y++) {
        for (let x = 0; x < px.width; x++) {
          const [u, v] = uvOf(px, x, y);
          if (referenceCardAlpha(u, v) < 1) continue;
          const taps = INK_TAP_OFFSETS.map(([dx, dy]) => scan.sample(u + dx, v + dy / LAW.CARD_ASPECT));
          let m = referenceLayoutMask(u, v, {
            uMaskRect: get('uMaskRect'),
            uMaskRadius: get('uMaskRadius'),
            uMaskFeather: get('uMaskFeather'),
            uMaskInvert: get('uMaskInvert'),
          });
          let inkBlocked = 0;
          if (c.ink) {
            const kept = m * (1 - get('uInkStrength') * inkCoverageCpu(u, v, get('uInkTile')) * m);
            inkBlocked = m - kept;
            m = kept;
          }
          let light: RGB = knownLight(u, v, get('uP0'));
          if (c.etch) {
            const s = u;
            const t = 1 - v;
            const d = 1 / PLATE_W;
            const slope: [number, number] = [
              0.5 * (plateCpu(s + d, t) - plateCpu(s - d, t)),
              0.5 * (plateCpu(s, t - d) - plateCpu(s, t + d)),
            ];
            const view = referenceViewVector(u, v, tilt, get('uTiltMax'), get('uCamDist'));
            const relief = referenceEtchRelief(slope, view, get('uEtchRelief'), get('uEtchBump'));
            light = light.map((l) => Math.max(l + relief, 0)) as unknown as RGB;
          }
          const expected = referenceComposite({
            scan: scan.rgb(x, y),
            taps,
            mask: m,
            inkBlocked,
            light,
            sheenBand: referenceSharedSpecular(
              u,
              v,
              {
                tilt,
                tiltMax: get('uTiltMax'),
                camDist: get('uCamDist'),
                ...(get('uViewTSOn') > 0.5 ? { viewOverride: get('uViewTS') } : {}),
              },
              lamp,
            ),
            uniforms,
          });
          const i = pixelIndex(px, x, y);
          for (let ch = 0; ch < 3; ch++) {
            const want = Math.min(1, Math.max(0, expected[ch]!)) * 255;
            const d = Math.abs(px.data[i + ch]! - want);
            if (d > worst) {
              worst = d;
              worstAt = `(${x},${y}) ch${ch} gpu ${px.data[i + ch]} cpu ${want.toFixed(2)}`;
            }
          }
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(px.width * px.height * 0.95);
      // 1/255 plus the GPU's own rounding to the nearest byte.
      expect(worst, worstAt).toBeLessThanOrEqual(1.5);
      material.dispose();
    });
  }
});
