// FoilCardMesh: a foil card inside a user's own <Canvas>. Its foil must follow the pose the scene
// gives it (the same pixels as a FoilCard at that tilt), share textures and programs, and leave
// nothing behind when it unmounts.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { Canvas, type RootState } from '@react-three/fiber';
import type { Mesh, WebGLRenderer } from 'three';
import { FoilMaterial, plainScanRecipe } from '@foilkit/core';
import { CAMERA_DISTANCE, CARD_ASPECT, DEFAULT_MAX_TILT_DEG, FoilCard, STAGE_MARGIN } from '../src/index.js';
import { FoilCardMesh } from '../src/scene.js';
import { sceneTextureStore } from '../src/scene-texture-store.js';
import {
  allFoil,
  card,
  foilMesh,
  ownRoot,
  pixelAt,
  scan,
  settled,
  until,
  uTilt,
} from './support/fixtures.js';

afterEach(async () => {
  await cleanup();
});

const CARD_W = 120;
const STAGE_W = Math.round(CARD_W * (1 + 2 * STAGE_MARGIN));
const STAGE_H = Math.round(CARD_W * CARD_ASPECT * (1 + 2 * STAGE_MARGIN));
/** The camera FoilCard's stage uses: the card at rest exactly fills its box. */
const FOV = (2 * Math.atan((CARD_ASPECT * (1 + 2 * STAGE_MARGIN)) / 2 / CAMERA_DISTANCE) * 180) / Math.PI;
const MAX = (DEFAULT_MAX_TILT_DEG * Math.PI) / 180;
const TILT = { x: 0.55, y: -0.35 };
const SCAN = 'sm-holo-window.png';

function readAll(state: RootState): Uint8Array {
  state.advance(performance.now());
  const gl = state.gl.getContext();
  const { width, height } = state.gl.domElement;
  const out = new Uint8Array(width * height * 4);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, out);
  return out;
}

/** Share of pixels whose largest channel difference is over `tolerance`. */
function offShare(a: Uint8Array, b: Uint8Array, tolerance = 24): number {
  expect(a.length).toBe(b.length);
  let off = 0;
  for (let i = 0; i < a.length; i += 4) {
    let d = 0;
    for (let c = 0; c < 4; c++) d = Math.max(d, Math.abs(a[i + c]! - b[i + c]!));
    if (d > tolerance) off++;
  }
  return off / (a.length / 4);
}

async function foilCardPixels(): Promise<{ pixels: Uint8Array; tilt: [number, number] }> {
  await render(
    <div style={{ width: CARD_W, margin: 40 }}>
      <FoilCard src={scan(SCAN)} alt="reference" recipe="vertical-sheen" tilt={TILT} />
    </div>,
  );
  await until(() => allFoil(1), 'the FoilCard foil');
  const state = ownRoot(card('reference'));
  const { material } = foilMesh(state);
  const tilt = await settled(material);
  const pixels = readAll(state);
  await cleanup();
  return { pixels, tilt };
}

function SceneCanvas({
  onCreated,
  children,
}: {
  onCreated: (s: RootState) => void;
  children: React.ReactNode;
}) {
  return (
    <div style={{ width: STAGE_W, height: STAGE_H, margin: 40 }}>
      <Canvas
        frameloop="demand"
        dpr={1}
        gl={{ alpha: true, antialias: true }}
        camera={{ fov: FOV, position: [0, 0, CAMERA_DISTANCE], near: 0.1, far: CAMERA_DISTANCE * 4 }}
        onCreated={onCreated}
      >
        {children}
      </Canvas>
    </div>
  );
}

async function meshPixels(node: React.ReactNode): Promise<{ pixels: Uint8Array; tilt: [number, number] }> {
  let state: RootState | undefined;
  await render(<SceneCanvas onCreated={(s) => (state = s)}>{node}</SceneCanvas>);
  await until(() => state !== undefined, 'the canvas');
  // Drawn with its foil: the recipe's own program is current on the mesh.
  await until(() => {
    state!.advance(performance.now());
    try {
      const { mesh, material } = foilMesh(state!);
      return mesh.visible && material.recipe.id === 'vertical-sheen';
    } catch {
      return false;
    }
  }, 'the FoilCardMesh foil');
  const { material } = foilMesh(state!);
  const pixels = readAll(state!);
  const tilt = uTilt(material);
  await cleanup();
  return { pixels, tilt };
}

/** Cards in the scene drawn with their recipe's foil (not the plain scan). */
function foilCards(state: RootState): number {
  let n = 0;
  state.scene.traverse((o) => {
    const m = o as Mesh;
    if (m.isMesh && m.visible && m.material instanceof FoilMaterial && m.material.recipe !== plainScanRecipe)
      n++;
  });
  return n;
}

describe('FoilCardMesh in your own Canvas', () => {
  it('a mesh turned by the scene draws what a FoilCard at that tilt draws', async () => {
    const reference = await foilCardPixels();
    // The scene turns the group; the card itself is level.
    const turned = await meshPixels(
      <group rotation={[TILT.y * MAX, -TILT.x * MAX, 0]}>
        <FoilCardMesh src={scan(SCAN)} recipe="vertical-sheen" />
      </group>,
    );
    expect(turned.tilt[0]).toBeCloseTo(reference.tilt[0], 3);
    expect(turned.tilt[1]).toBeCloseTo(reference.tilt[1], 3);
    expect(offShare(turned.pixels, reference.pixels)).toBeLessThanOrEqual(0.01);
    // A level card in the same scene is a different picture: the comparison can fail.
    const level = await meshPixels(<FoilCardMesh src={scan(SCAN)} recipe="vertical-sheen" />);
    expect(offShare(level.pixels, reference.pixels)).toBeGreaterThan(0.05);
  });

  it('its own tilt prop turns it as FoilCard does', async () => {
    const reference = await foilCardPixels();
    const tilted = await meshPixels(<FoilCardMesh src={scan(SCAN)} recipe="vertical-sheen" tilt={TILT} />);
    expect(offShare(tilted.pixels, reference.pixels)).toBeLessThanOrEqual(0.01);
  });

  it('shares one texture per scan and one program per recipe, and 200 mounts leave nothing behind', async () => {
    let state: RootState | undefined;
    function Cards({ count }: { count: number }) {
      return (
        <>
          {Array.from({ length: count }, (_, i) => (
            <FoilCardMesh
              key={i}
              src={scan(i % 2 ? SCAN : 'swsh-reverse.png')}
              recipe={i % 2 ? 'vertical-sheen' : 'starlight'}
              position={[(i % 10) * 0.2 - 1, 0, -i * 0.01]}
              scale={0.2}
            />
          ))}
        </>
      );
    }
    const scene = (count: number) => (
      <SceneCanvas onCreated={(s) => (state = s)}>
        <Cards count={count} />
      </SceneCanvas>
    );
    const screen = await render(scene(0));
    const setCount = (count: number) => screen.rerender(scene(count));
    await until(() => state !== undefined, 'the canvas');
    const gl: WebGLRenderer = state!.gl;
    const frame = () => state!.advance(performance.now());
    const store = sceneTextureStore(gl);
    let baseline = { geometries: 0, textures: 0, programs: 0 };
    // 200 mounts in batches. The first batch warms what is made once per page and kept (the
    // fallback textures of empty slots, the plain-scan and bake programs); the baseline is taken
    // after it, so anything that grows with mounts shows.
    for (const [i, batch] of [20, 0, 50, 0, 60, 0, 70, 0].entries()) {
      await setCount(batch);
      await until(() => {
        frame();
        return store.size === (batch === 0 ? 0 : 2);
      }, `${batch} cards mounted`);
      if (batch > 0) {
        // Every card drawn with its foil, not the plain scan it shows while its program compiles.
        await until(() => {
          frame();
          return foilCards(state!) === batch;
        }, 'every card on its foil');
        // Two scans, however many cards: one texture each.
        expect(store.size).toBe(2);
      }
      if (i === 1) baseline = { ...gl.info.memory, programs: gl.info.programs?.length ?? 0 };
    }
    frame();
    expect(gl.info.memory.geometries).toBe(baseline.geometries);
    expect(gl.info.memory.textures).toBe(baseline.textures);
    expect(gl.info.programs?.length ?? 0).toBeLessThanOrEqual(baseline.programs);
  });
});

describe('a FoilCard alone, in a canvas of its own', () => {
  it('draws its card exactly over its box: the canvas is the box grown by the stage margin', async () => {
    await render(
      <div style={{ width: CARD_W, margin: 40 }}>
        <FoilCard src={scan(SCAN)} alt="alone" recipe="vertical-sheen" />
      </div>,
    );
    await until(() => allFoil(1), 'the foil');
    const state = ownRoot(card('alone'));
    const box = card('alone').getBoundingClientRect();
    const canvas = state.gl.domElement.getBoundingClientRect();
    const mx = box.width * STAGE_MARGIN;
    const my = box.height * STAGE_MARGIN;
    expect(canvas.left).toBeCloseTo(box.left - mx, 0);
    expect(canvas.top).toBeCloseTo(box.top - my, 0);
    expect(canvas.width).toBeCloseTo(box.width + 2 * mx, 0);
    expect(canvas.height).toBeCloseTo(box.height + 2 * my, 0);
    // The card at rest covers its box and nothing outside it.
    expect(pixelAt(state, box.left + 4, box.top + box.height / 2)[3]).toBe(255);
    expect(pixelAt(state, box.right - 4, box.top + box.height / 2)[3]).toBe(255);
    expect(pixelAt(state, box.left - mx / 2, box.top + box.height / 2)[3]).toBe(0);
    expect(pixelAt(state, box.right + mx / 2, box.top + box.height / 2)[3]).toBe(0);
  });
});
