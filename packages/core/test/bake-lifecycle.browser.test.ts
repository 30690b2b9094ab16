import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mesh, PerspectiveCamera, PlaneGeometry, Scene, WebGLRenderer } from 'three';
import { createFoilMaterial, STATIC_TERM_INPUTS, loadStaticBake } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { createMaterialRenderer, diffPixels, faceTexture, imageSpaceTexture } from '@foilkit/render-harness';
import { windowCard, windowMaskUniforms } from './support/cards.js';

const renderer = createMaterialRenderer();
afterAll(() => renderer.dispose());
// Cards bake by default; these checks must see the baked path from the first frame.
beforeAll(loadStaticBake);

const W = 128;
const { card, layout } = windowCard(W, 31);
const face = faceTexture(card);
const recipe = requireRecipe('starlight');

describe('the bake lives with its card', () => {
  it('is automatic: a plain material bakes on its first draw, once', () => {
    const m = createFoilMaterial({ recipe, textures: { face } });
    expect(m.bakeInfo()).toEqual({ on: true, bakes: 0, bytes: 0 });
    renderer.render(m, { width: W });
    renderer.render(m, { width: W });
    // The scan is 128 wide: the bake follows it, 128 x round(128 * 88/63) half-float RGBA texels.
    expect(m.bakeInfo()).toEqual({ on: true, bakes: 1, bytes: 128 * 179 * 8 });
    m.dispose();
  });

  it("follows the card's size on screen: grows with it, never shrinks, never past the scan", () => {
    const m = createFoilMaterial({ recipe, textures: { face } });
    const texels = (w: number) => w * Math.round(w * (88 / 63)) * 8;
    renderer.render(m, { width: 60 });
    expect(m.bakeInfo()).toMatchObject({ bakes: 1, bytes: texels(64) });
    renderer.render(m, { width: 100 });
    expect(m.bakeInfo()).toMatchObject({ bakes: 2, bytes: texels(128) });
    renderer.render(m, { width: 40 });
    renderer.render(m, { width: 300 });
    // The scan is 128 wide: a bigger bake would hold nothing more.
    expect(m.bakeInfo()).toMatchObject({ bakes: 2, bytes: texels(128) });
    m.dispose();
  });

  it('tilt and looks never re-bake; every static input does', () => {
    const m = createFoilMaterial({ recipe, textures: { face }, uniforms: windowMaskUniforms(layout) });
    renderer.render(m, { width: W });
    for (const t of [-1, -0.3, 0.5, 1]) {
      m.setUniform('uTilt', [t, -t]);
      m.setUniforms({ uTime: 3 + t, uSheen: 2 + t, uIntensity: 1 + t / 2, uArtGate: 0.5 + t / 4 });
      renderer.render(m, { width: W });
    }
    expect(m.bakeInfo().bakes).toBe(1);
    const changes: Array<[string, () => void]> = [
      ['uMaskRect', () => m.setUniform('uMaskRect', [0.1, 0.2, 0.5, 0.4])],
      ['uMaskRadius', () => m.setUniform('uMaskRadius', 0.05)],
      ['uMaskFeather', () => m.setUniform('uMaskFeather', 0.02)],
      ['uMaskInvert', () => m.setUniform('uMaskInvert', 1)],
      ['uMaskTexOn', () => m.setUniform('uMaskTexOn', 1)],
      ['uInkOn', () => m.setUniform('uInkOn', 1)],
      ['uInkDraw', () => m.setUniform('uInkDraw', 1 - m.getUniform('uInkDraw'))],
      ['uInkTile', () => m.setUniform('uInkTile', [5, 0.1, 0.1, 0.1])],
      ['uInkJitter', () => m.setUniform('uInkJitter', 0.2)],
      ['uInkStagger', () => m.setUniform('uInkStagger', 0.3)],
      ['uInkStrength', () => m.setUniform('uInkStrength', 0.4)],
      ['uEtchOn', () => m.setUniform('uEtchOn', 1)],
      ['uEtchTexel', () => m.setUniform('uEtchTexel', [1 / 32, 1 / 32])],
      ['uFace', () => m.setTexture('face', faceTexture(windowCard(W, 5).card))],
      ['uMaskTex', () => m.setTexture('mask', imageSpaceTexture(card))],
      ['uInkTex', () => m.setTexture('ink', imageSpaceTexture(card))],
      ['uEtchTex', () => m.setTexture('etch', imageSpaceTexture(card))],
      ['face re-uploaded', () => ((m.uniforms.uFace!.value as { needsUpdate: boolean }).needsUpdate = true)],
    ];
    // Every declared input is exercised here.
    const named = new Set(changes.map(([name]) => name));
    expect(STATIC_TERM_INPUTS.filter((n) => !named.has(n))).toEqual([]);
    let bakes = m.bakeInfo().bakes;
    for (const [name, change] of changes) {
      change();
      renderer.render(m, { width: W });
      m.setUniform('uTilt', [0.2, 0.1]);
      renderer.render(m, { width: W });
      expect(m.bakeInfo().bakes, name).toBe(bakes + 1);
      bakes++;
    }
    m.dispose();
  });

  it('a static change shows in the very next frame, as the unbaked path draws it', () => {
    const baked = createFoilMaterial({ recipe, textures: { face }, bake: { width: W } });
    const reference = createFoilMaterial({ recipe, textures: { face }, bake: false });
    renderer.render(baked, { width: W });
    for (const m of [baked, reference]) m.setUniforms(windowMaskUniforms(layout, 1));
    const d = diffPixels(renderer.render(reference, { width: W }), renderer.render(baked, { width: W }));
    expect(d.maxDelta).toBeLessThanOrEqual(1);
    baked.dispose();
    reference.dispose();
  });

  it('one texture per card, released on dispose: GPU textures return to their baseline', () => {
    const gl = renderer.renderer;
    const plain = createFoilMaterial({ recipe, textures: { face } });
    renderer.render(plain, { width: W });
    plain.dispose();
    const baseline = gl.info.memory.textures;
    const cards = Array.from({ length: 5 }, () => createFoilMaterial({ recipe, textures: { face } }));
    for (const m of cards) renderer.render(m, { width: W });
    expect(gl.info.memory.textures).toBe(baseline + 5);
    const copy = cards[0]!.clone();
    renderer.render(copy, { width: W });
    expect(gl.info.memory.textures, 'a clone bakes its own').toBe(baseline + 6);
    for (const m of [...cards, copy]) m.dispose();
    expect(gl.info.memory.textures).toBe(baseline);
  });
});

describe('a bake in the middle of a frame', () => {
  // three restores the canvas's viewport by flooring it after a render target, where
  // setViewport rounds: a card baked inside a fractional view (a FoilCollection cell) must
  // still land on the same pixels as in the frames after, which do not bake.
  it('leaves the viewport and scissor as the caller set them', () => {
    const canvas = document.createElement('canvas');
    const gl = new WebGLRenderer({ canvas, preserveDrawingBuffer: true, antialias: false });
    gl.setPixelRatio(1);
    gl.setSize(160, 220, false);
    const camera = new PerspectiveCamera(30, 100 / 140.6, 0.1, 10);
    camera.position.z = 3;
    const m = createFoilMaterial({ recipe, textures: { face } });
    const scene = new Scene().add(new Mesh(new PlaneGeometry(1, 88 / 63), m));
    const frame = () => {
      gl.setScissorTest(true);
      gl.setViewport(10.3, 20.4, 100, 140.6);
      gl.setScissor(10.3, 20.4, 100, 140.6);
      gl.setClearColor(0x000000, 1);
      gl.clear();
      gl.render(scene, camera);
      const px = new Uint8Array(160 * 220 * 4);
      const ctx = gl.getContext();
      ctx.readPixels(0, 0, 160, 220, ctx.RGBA, ctx.UNSIGNED_BYTE, px);
      return px;
    };
    gl.autoClear = false;
    const baking = frame();
    expect(m.bakeInfo().bakes).toBe(1);
    const after = frame();
    expect(m.bakeInfo().bakes).toBe(1);
    let differing = 0;
    for (let i = 0; i < after.length; i++) if (after[i] !== baking[i]) differing++;
    expect(differing).toBe(0);
    m.dispose();
    gl.dispose();
    gl.forceContextLoss();
  });
});

describe("the bake does not take three's onBeforeRender from the user", () => {
  it('a card with a user hook still bakes, and the hook runs once per draw', () => {
    const m = createFoilMaterial({ recipe, textures: { face } });
    let calls = 0;
    m.onBeforeRender = () => calls++;
    renderer.render(m, { width: W });
    renderer.render(m, { width: W });
    expect(calls).toBe(2);
    expect(m.bakeInfo()).toMatchObject({ on: true, bakes: 1 });
    m.dispose();
  });

  it('a user hook that wraps the previous one bakes too, once', () => {
    const m = createFoilMaterial({ recipe, textures: { face } });
    const previous = m.onBeforeRender;
    let calls = 0;
    m.onBeforeRender = function (...a) {
      previous.apply(this, a);
      calls++;
    };
    renderer.render(m, { width: W });
    expect(calls).toBe(1);
    expect(m.bakeInfo()).toMatchObject({ on: true, bakes: 1 });
    m.dispose();
  });
});
