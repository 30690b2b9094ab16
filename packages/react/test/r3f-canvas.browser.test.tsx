// Issue: a card must render the same in a default R3F <Canvas> (sRGB output, ACES tone mapping)
// as in a bare WebGLRenderer, and at intensity 0 equal the scan. The material writes display-space
// colour as is (toneMapped false, no output colour-space conversion), so both must hold exactly.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { Canvas, type RootState } from '@react-three/fiber';
import {
  ACESFilmicToneMapping,
  DataTexture,
  Mesh,
  NearestFilter,
  OrthographicCamera,
  PlaneGeometry,
  SRGBColorSpace,
  Scene,
  WebGLRenderer,
} from 'three';
import { createFoilMaterial } from '@foilkit/core';
import { gold } from '@foilkit/core/recipes';
import { until } from './support/fixtures.js';

afterEach(async () => {
  await cleanup();
});

// 126 x 176 is the card's own aspect (88/63) in whole pixels, so one texel lands on one pixel.
const W = 126;
const H = 176;

function scanTexture(): DataTexture {
  const data = new Uint8Array(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      data[i] = (x * 7 + y * 3) % 256;
      data[i + 1] = (x * 2 + y * 5 + 40) % 256;
      data[i + 2] = (x ^ y) % 256;
      data[i + 3] = 255;
    }
  }
  const texture = new DataTexture(data, W, H);
  texture.minFilter = texture.magFilter = NearestFilter;
  texture.needsUpdate = true;
  return texture;
}

function read(gl: WebGLRenderingContext | WebGL2RenderingContext): Uint8Array {
  const out = new Uint8Array(W * H * 4);
  gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, out);
  return out;
}

describe('FoilMaterial in a default R3F <Canvas>', () => {
  it('draws the same pixels as a bare WebGLRenderer, and at intensity 0 exactly the scan', async () => {
    const face = scanTexture();
    const material = createFoilMaterial({ recipe: gold, uniforms: { uIntensity: 0 }, textures: { face } });

    // Bare three.js.
    const canvas = document.createElement('canvas');
    canvas.width = W;
    canvas.height = H;
    const bare = new WebGLRenderer({ canvas, preserveDrawingBuffer: true });
    const scene = new Scene().add(new Mesh(new PlaneGeometry(W, H), material));
    bare.render(scene, new OrthographicCamera(-W / 2, W / 2, H / 2, -H / 2, 0.1, 10).translateZ(5));
    const barepx = read(bare.getContext());

    // R3F with its defaults (only the drawing buffer kept, so it can be read back).
    let state: RootState | undefined;
    await render(
      <div style={{ width: W, height: H }}>
        <Canvas orthographic dpr={1} gl={{ preserveDrawingBuffer: true }} onCreated={(s) => (state = s)}>
          <mesh material={material}>
            <planeGeometry args={[W, H]} />
          </mesh>
        </Canvas>
      </div>,
    );
    await until(() => state !== undefined && state.gl.info.render.frame > 1, 'R3F frames');
    expect(state!.gl.outputColorSpace).toBe(SRGBColorSpace);
    expect(state!.gl.toneMapping).toBe(ACESFilmicToneMapping);
    const r3fpx = read(state!.gl.getContext());

    let inside = 0;
    let scanDiff = 0;
    let rendererDiff = 0;
    const texels = face.image.data as Uint8Array;
    for (let i = 0; i < barepx.length; i += 4) {
      // Only where the card is fully opaque: the rounded corners blend with each canvas's own
      // background (the bare canvas has no alpha channel, R3F's does).
      if (r3fpx[i + 3] !== 255) continue;
      inside++;
      for (let c = 0; c < 3; c++) {
        scanDiff = Math.max(scanDiff, Math.abs(barepx[i + c]! - texels[i + c]!));
        rendererDiff = Math.max(rendererDiff, Math.abs(barepx[i + c]! - r3fpx[i + c]!));
      }
    }
    expect(inside).toBeGreaterThan(W * H * 0.95);
    expect(scanDiff).toBe(0);
    expect(rendererDiff).toBe(0);
    bare.dispose();
  });
});
