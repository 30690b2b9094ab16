import { afterAll, describe, expect, it } from 'vitest';
import {
  assembleFragmentShader,
  createFoilMaterial,
  resetFoilLamp,
  setFoilLamp,
  type FoilMaterial,
} from '@foilkit/core';
import {
  lampUniforms,
  referenceDiffraction,
  referenceGlare,
  referenceGlint,
  referenceLightFrame,
  referenceViewVector,
  type LampUniforms,
  type RGB,
  type Vec3,
} from '@foilkit/core/reference';
import { createMaterialRenderer, pixelIndex, uvOf, type Pixels } from '@foilkit/render-harness';
import { RAW_LIGHT_MAIN, glintRecipe, gratingRecipe } from './fixtures/recipes.js';
import { deltaE2000, srgbToLab } from './support/ciede2000.js';

// The diffraction helper and the glare on the GPU against reference/light.ts. The recipe's
// light is written straight to the pixel (MAIN's law swapped out by a chunk override), so this
// measures the helper, not the composite; reference.browser.test.ts covers the law with glare.

const renderer = createMaterialRenderer();
afterAll(() => {
  renderer.dispose();
  resetFoilLamp();
});

const W = 40;
const DEG = Math.PI / 180;
const TILT_MAX = 30 * DEG;
const recipe = gratingRecipe();

function rawMaterial(): FoilMaterial {
  const m = createFoilMaterial({ recipe, uniforms: { uTiltMax: TILT_MAX }, bake: false });
  m.fragmentShader = assembleFragmentShader(recipe, { overrides: { main_body: RAW_LIGHT_MAIN } });
  return m;
}

interface Grid {
  tilt: [number, number];
  phi: number;
  pitch: number;
  spread: number;
  lampSize: number;
}

function referenceAt(px: Pixels, x: number, y: number, g: Grid, lamp: LampUniforms): RGB {
  const [u, v] = uvOf(px, x, y);
  const view = { tilt: g.tilt, tiltMax: TILT_MAX, camDist: 3 };
  const f = referenceLightFrame(u, v, view, lamp, (a, b) => referenceViewVector(a, b, g.tilt, TILT_MAX, 3));
  return referenceDiffraction(
    { dir: [Math.cos(g.phi * Math.PI), Math.sin(g.phi * Math.PI)], pitch: g.pitch, spread: g.spread },
    f.light,
    f.view,
    lamp,
    1,
  );
}

describe('foilDiffraction on the GPU matches the reference in CIEDE2000', () => {
  it('mean < 1 and p99 < 2.5 over tilts x grating directions x pitches x lamp sizes', () => {
    const material = rawMaterial();
    const des: number[] = [];
    let lit = 0;
    let renders = 0;
    const tilts: Array<[number, number]> = [];
    for (let i = -2; i <= 2; i++) for (let j = -2; j <= 2; j++) tilts.push([i / 2, j / 2]);
    for (const lampSize of [0.02, 0.2])
      for (const [phi, pitch, spread] of [
        [0, 0.8, 0.005],
        [1 / 6, 1, 0.03],
        [0.5, 1.5, 0.015],
        [0.5, 1, 0.005],
        [0, 1.2, 0.03],
        [1 / 6, 1.5, 0.005],
      ] as const)
        for (const tilt of tilts) {
          const g: Grid = { tilt, phi, pitch, spread, lampSize };
          setFoilLamp({ size: lampSize });
          const lamp = lampUniforms({ uLampSize: material.uniforms.uLampSize!.value as number });
          material.setUniforms({ uTilt: tilt, uP0: phi, uP1: pitch, uP2: spread });
          const px = renderer.render(material, { width: W });
          renders++;
          for (let y = 0; y < px.height; y++)
            for (let x = 0; x < px.width; x++) {
              const want = referenceAt(px, x, y, g, lamp);
              const i = pixelIndex(px, x, y);
              const got: RGB = [px.data[i]! / 255, px.data[i + 1]! / 255, px.data[i + 2]! / 255];
              // Only pixels with light count: black against black would pad the mean.
              if (Math.max(...want, ...got) < 8 / 255) continue;
              lit++;
              des.push(deltaE2000(srgbToLab(want), srgbToLab(got)));
            }
        }
    material.dispose();
    des.sort((a, b) => a - b);
    const mean = des.reduce((s, d) => s + d, 0) / des.length;
    const p99 = des[Math.floor(0.99 * (des.length - 1))]!;
    console.info(
      `diffraction GPU vs reference: ${renders} renders, ${lit} lit pixels, dE2000 mean ${mean.toFixed(3)}, p99 ${p99.toFixed(3)}, max ${des[des.length - 1]!.toFixed(3)}`,
    );
    expect(renders).toBe(300);
    // The grid must really sweep the spectrum, not compare mostly dark pixels.
    expect(lit).toBeGreaterThan(renders * W * 5);
    expect(mean).toBeLessThan(1);
    expect(p99).toBeLessThan(2.5);
  });

  it('the glare switch leaves the gratings lit: with uLampOn 0 the helper still matches the reference', () => {
    const material = rawMaterial();
    resetFoilLamp();
    setFoilLamp({ on: false });
    const lamp = lampUniforms({ uLampOn: 0 });
    const g: Grid = { tilt: [0, 0.25], phi: 0.5, pitch: 1.2, spread: 0.015, lampSize: lamp.uLampSize };
    material.setUniforms({ uTilt: g.tilt, uP0: g.phi, uP1: g.pitch, uP2: g.spread });
    const px = renderer.render(material, { width: W });
    let lit = 0;
    const des: number[] = [];
    for (let y = 0; y < px.height; y++)
      for (let x = 0; x < px.width; x++) {
        const want = referenceAt(px, x, y, g, lamp);
        const i = pixelIndex(px, x, y);
        const got: RGB = [px.data[i]! / 255, px.data[i + 1]! / 255, px.data[i + 2]! / 255];
        if (Math.max(...got) > 32 / 255) lit++;
        // As above: black against black says nothing (and near-black dE is noise).
        if (Math.max(...want, ...got) < 8 / 255) continue;
        des.push(deltaE2000(srgbToLab(want), srgbToLab(got)));
      }
    des.sort((a, b) => a - b);
    const mean = des.reduce((a, d) => a + d, 0) / des.length;
    console.info(
      `glare off: ${lit} lit pixels, dE2000 mean ${mean.toFixed(3)}, max ${des[des.length - 1]!.toFixed(3)}`,
    );
    expect(lit).toBeGreaterThan(px.width * 3);
    expect(mean).toBeLessThan(1);
    expect(des[Math.floor(0.99 * (des.length - 1))]!).toBeLessThan(2.5);
    resetFoilLamp();
    material.dispose();
  });

  it('uSat 0 is silver: every lit pixel is grey', () => {
    const material = rawMaterial();
    resetFoilLamp();
    material.setUniforms({ uSat: 0, uTilt: [0, 0], uP0: 0.5, uP1: 1.2 });
    const px = renderer.render(material, { width: W });
    let lit = 0;
    for (let i = 0; i < px.data.length; i += 4) {
      const [r, g, b] = [px.data[i]!, px.data[i + 1]!, px.data[i + 2]!];
      if (Math.max(r, g, b) < 8) continue;
      lit++;
      expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(1);
    }
    expect(lit).toBeGreaterThan(20);
    material.dispose();
  });
});

describe('the glare on the GPU', () => {
  it('peaks where the normal is parallel to L + V, and matches the reference there', () => {
    resetFoilLamp();
    const material = rawMaterial();
    const lamp = lampUniforms();
    for (const tilt of [
      [0, -0.3],
      [0.2, -0.4],
      [-0.25, -0.2],
    ] as Array<[number, number]>) {
      material.setUniforms({ uTilt: tilt, uP3: 1 });
      const px = renderer.render(material, { width: W });
      let best = -1;
      let bestAt: [number, number] = [0, 0];
      let aligned = Infinity;
      let alignedAt: [number, number] = [0, 0];
      for (let y = 0; y < px.height; y++)
        for (let x = 0; x < px.width; x++) {
          const i = pixelIndex(px, x, y);
          const lum = px.data[i]! + px.data[i + 1]! + px.data[i + 2]!;
          const [u, v] = uvOf(px, x, y);
          const view = { tilt, tiltMax: TILT_MAX, camDist: 3 };
          const f = referenceLightFrame(u, v, view, lamp, (a, b) =>
            referenceViewVector(a, b, tilt, TILT_MAX, 3),
          );
          const s: Vec3 = [f.light[0] + f.view[0], f.light[1] + f.view[1], f.light[2] + f.view[2]];
          const off = Math.hypot(s[0], s[1]) / s[2];
          if (off < aligned) {
            aligned = off;
            alignedAt = [x, y];
          }
          if (lum > best) {
            best = lum;
            bestAt = [x, y];
          }
          const want = referenceGlare(f.light, f.view, lamp).map((c) => Math.min(1, c / 8));
          for (let c = 0; c < 3; c++)
            expect(Math.abs(px.data[i + c]! - want[c]! * 255)).toBeLessThanOrEqual(1.5);
        }
      // The brightest pixel sits within two pixels of where S has no tangential part.
      expect(aligned).toBeLessThan(0.05);
      expect(Math.hypot(bestAt[0] - alignedAt[0], bestAt[1] - alignedAt[1])).toBeLessThanOrEqual(2);
    }
    material.dispose();
  });
});

describe('foilGlint on the GPU', () => {
  it('matches the reference, lights where the half vector has the facet slope, and is off elsewhere', () => {
    const glint = glintRecipe();
    const material = createFoilMaterial({ recipe: glint, uniforms: { uTiltMax: TILT_MAX }, bake: false });
    material.fragmentShader = assembleFragmentShader(glint, { overrides: { main_body: RAW_LIGHT_MAIN } });
    const cases: Array<{ tilt: [number, number]; facet: [number, number]; width: number; lampSize: number }> =
      [
        { tilt: [0, 0], facet: [0, 0.2], width: 0.05, lampSize: 0.02 },
        { tilt: [0.4, -0.2], facet: [0.15, 0.1], width: 0.03, lampSize: 0.2 },
        { tilt: [-0.3, 0.5], facet: [-0.2, 0.3], width: 0.08, lampSize: 0.05 },
      ];
    for (const c of cases) {
      setFoilLamp({ size: c.lampSize });
      const lamp = lampUniforms({ uLampSize: material.uniforms.uLampSize!.value as number });
      material.setUniforms({ uTilt: c.tilt, uP0: c.facet[0], uP1: c.facet[1], uP2: c.width });
      const px = renderer.render(material, { width: W });
      let lit = 0;
      let dark = 0;
      let nearest = Infinity;
      let brightestOff = 0;
      let best = -1;
      for (let y = 0; y < px.height; y++)
        for (let x = 0; x < px.width; x++) {
          const [u, v] = uvOf(px, x, y);
          const view = { tilt: c.tilt, tiltMax: TILT_MAX, camDist: 3 };
          const f = referenceLightFrame(u, v, view, lamp, (a, b) =>
            referenceViewVector(a, b, c.tilt, TILT_MAX, 3),
          );
          const want = referenceGlint(c.facet, c.width, f.light, f.view, lamp);
          const i = pixelIndex(px, x, y);
          for (let k = 0; k < 3; k++)
            expect(Math.abs(px.data[i + k]! - Math.min(1, want[k]!) * 255)).toBeLessThanOrEqual(1.5);
          const sz = f.light[2] + f.view[2];
          const off = Math.hypot(
            (f.light[0] + f.view[0]) / sz - c.facet[0],
            (f.light[1] + f.view[1]) / sz - c.facet[1],
          );
          const lum = px.data[i]! + px.data[i + 1]! + px.data[i + 2]!;
          if (lum > best) {
            best = lum;
            nearest = off;
          }
          if (lum > 3 * 128) lit++;
          if (off > 4 * Math.hypot(c.width, 0.25 * c.lampSize)) {
            dark++;
            brightestOff = Math.max(brightestOff, lum);
          }
        }
      // Lit somewhere, at the pixel whose half vector is closest to the facet, and off 4 widths away.
      expect(lit).toBeGreaterThan(0);
      expect(nearest).toBeLessThan(c.width);
      console.info(`glint case ${JSON.stringify(c)}: lit ${lit}, far ${dark} of ${px.width * px.height}`);
      expect(dark).toBeGreaterThan(px.width * px.height * 0.1);
      expect(brightestOff).toBeLessThanOrEqual(3);
    }
    resetFoilLamp();
    material.dispose();
  });
});
