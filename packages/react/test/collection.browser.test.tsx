import { afterEach, describe, expect, it } from 'vitest';
import { StrictMode } from 'react';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { RootState } from '@react-three/fiber';
import { FoilCard, FoilCollection } from '../src/index.js';
import {
  allFoil,
  pixelAt,
  rootCatcher,
  scan,
  SCANS,
  sleep,
  stageCanvases,
  until,
  webglCanvases,
} from './support/fixtures.js';

afterEach(async () => {
  await cleanup();
});

const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, 120px)', gap: 24, padding: 24 } as const;

describe('FoilCollection', () => {
  it('draws every card in one shared WebGL context, one program per recipe', async () => {
    const { onCreated, root } = rootCatcher();
    await render(
      <FoilCollection style={grid} onCreated={onCreated}>
        <FoilCard src={scan('swsh-reverse.png')} alt="a" recipe="mirror" />
        <FoilCard src={scan('sv-reverse.png')} alt="b" recipe="mirror" />
        <FoilCard src={scan('wotc-holo-window.png')} alt="c" recipe="gold" />
      </FoilCollection>,
    );
    const state = await root;
    await until(() => allFoil(3), 'three cards drawn');
    // One WebGL context; each card presents its pixels through a 2D canvas of its own.
    expect(webglCanvases()).toHaveLength(1);
    expect(stageCanvases()).toHaveLength(3);
    expect(stageCanvases().every((c) => c.getContext('2d') !== null)).toBe(true);
    // Kept in memory, not on the GPU: see ScissoredViews (an accelerated card canvas queues an
    // upload per card that the next WebGL frame waits behind).
    expect(stageCanvases().map((c) => c.getContext('2d')!.getContextAttributes().willReadFrequently)).toEqual(
      [true, true, true],
    );
    // Two recipes, plus the bake program and the plain-scan program every card shares.
    expect(state.gl.info.programs?.length).toBe(2 + 1 + 1);
    // The foil is really in the canvas, over each card's box.
    const box = document.querySelector('[aria-label="c"]')!.getBoundingClientRect();
    const px = pixelAt(state, box.left + box.width / 2, box.top + box.height / 2);
    expect(px[3]).toBeGreaterThan(200);
  });

  it('works under StrictMode (effects run twice) and frees everything on unmount', async () => {
    const { onCreated, root } = rootCatcher();
    const app = (n: number) => (
      <StrictMode>
        <FoilCollection style={grid} onCreated={onCreated}>
          {Array.from({ length: n }, (_, i) => (
            <FoilCard
              key={i}
              src={scan(i ? 'sv-reverse.png' : 'swsh-reverse.png')}
              alt={`s${i}`}
              recipe="mirror"
            />
          ))}
        </FoilCollection>
      </StrictMode>
    );
    const screen = await render(app(1));
    const state = await root;
    await until(() => allFoil(1), 'one card');
    await screen.rerender(app(0));
    await sleep(200);
    const baseline = { ...state.gl.info.memory, programs: state.gl.info.programs?.length };
    await screen.rerender(app(3));
    await until(() => allFoil(3), 'three cards under StrictMode');
    const box = document.querySelector('[aria-label="s2"]')!.getBoundingClientRect();
    expect(pixelAt(state, box.left + box.width / 2, box.top + box.height / 2)[3]).toBeGreaterThan(200);
    await screen.rerender(app(0));
    await sleep(200);
    expect({ ...state.gl.info.memory, programs: state.gl.info.programs?.length }).toEqual(baseline);
  });

  it('two collections share a page, each drawing only its own cards', async () => {
    const a = rootCatcher();
    const b = rootCatcher();
    await render(
      <>
        <FoilCollection style={grid} onCreated={a.onCreated}>
          <FoilCard src={scan('swsh-reverse.png')} alt="in a" recipe="mirror" />
        </FoilCollection>
        <FoilCollection style={grid} onCreated={b.onCreated}>
          <FoilCard src={scan('sv-reverse.png')} alt="in b" recipe="gold" />
          <FoilCard src={scan('sv-reverse.png')} alt="also in b" recipe="gold" />
        </FoilCollection>
      </>,
    );
    const [sa, sb] = await Promise.all([a.root, b.root]);
    await until(() => allFoil(3), 'all three drawn');
    expect(webglCanvases()).toHaveLength(2);
    expect(sa.gl.info.programs?.length).toBe(1 + 1 + 1);
    expect(sb.gl.info.programs?.length).toBe(1 + 1 + 1);
    const inB = document.querySelector('[aria-label="in b"]')!.getBoundingClientRect();
    const x = inB.left + inB.width / 2;
    const y = inB.top + inB.height / 2;
    expect(pixelAt(sb, x, y)[3]).toBeGreaterThan(200);
    // A full redraw (a resize) of each context draws its own cards only.
    const drawn = new Map<RootState, number>();
    for (const s of [sa, sb]) {
      const render = s.gl.render.bind(s.gl);
      s.gl.render = (scene, camera) => {
        drawn.set(s, (drawn.get(s) ?? 0) + 1);
        render(scene, camera);
      };
    }
    dispatchEvent(new Event('resize'));
    await until(() => drawn.get(sa) === 1 && drawn.get(sb) === 2, 'both redrawn');
    await sleep(300);
    expect([drawn.get(sa), drawn.get(sb)]).toEqual([1, 2]);
    expect(stageCanvases()).toHaveLength(3);
  });

  it('renders nothing while nothing moves (36 cards)', async () => {
    await page.viewport(1280, 900);
    const { onCreated, root } = rootCatcher();
    await render(
      <FoilCollection style={{ ...grid, gridTemplateColumns: 'repeat(9, 70px)' }} onCreated={onCreated}>
        {Array.from({ length: 36 }, (_, i) => (
          <FoilCard key={i} src={SCANS[i % SCANS.length]!} alt={`c${i}`} recipe={i % 2 ? 'mirror' : 'gold'} />
        ))}
      </FoilCollection>,
    );
    const state = await root;
    await until(() => allFoil(36), 'cards drawn', 60_000);
    // Let frames already queued finish (each is slow on software GL).
    for (let last = -1; last !== state.gl.info.render.frame;) {
      last = state.gl.info.render.frame;
      await sleep(1000);
    }
    const before = state.gl.info.render.frame;
    await sleep(2000);
    expect(state.gl.info.render.frame).toBe(before);
  });
  it("presents straight alpha: the outline's partly covered pixels keep the card's own colour", async () => {
    // A one-colour scan at intensity 0 draws that colour wherever the card covers a pixel, at
    // the pixel's coverage as alpha. The card canvas holds straight alpha, so a partly covered
    // pixel must still read as the colour; a premultiplied read left as it is would be darker in
    // proportion (half as bright at half coverage), and blending into the slot would be too.
    const colour = [200, 120, 40] as const;
    const paint = document.createElement('canvas');
    paint.width = 252;
    paint.height = 352;
    const g = paint.getContext('2d')!;
    g.fillStyle = `rgb(${colour.join(',')})`;
    g.fillRect(0, 0, paint.width, paint.height);
    const blob = await new Promise<Blob>((done) => paint.toBlob((b) => done(b!), 'image/png'));
    const src = URL.createObjectURL(blob);
    try {
      await render(
        <FoilCollection style={grid}>
          <FoilCard
            src={src}
            alt="flat"
            recipe="gold"
            uniforms={{ uIntensity: 0 }}
            tilt={{ x: 0.5, y: 0.3 }}
          />
        </FoilCollection>,
      );
      await until(() => allFoil(1), 'the card drawn');
      const canvas = stageCanvases()[0]!;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let partial = 0;
      let opaque = 0;
      let worst = 0;
      for (let i = 0; i < data.length; i += 4) {
        const a = data[i + 3]!;
        if (a === 255) opaque++;
        // Low alpha is left out: the 2D canvas keeps premultiplied bytes, so reading one back
        // rounds by up to 255 / a.
        if (a < 96 || a > 224) continue;
        partial++;
        for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(data[i + c]! - colour[c]!));
      }
      expect(opaque).toBeGreaterThan(1000);
      // A tilted card's outline crosses a few hundred pixels partly.
      expect(partial).toBeGreaterThan(40);
      expect(worst).toBeLessThanOrEqual(6);
    } finally {
      URL.revokeObjectURL(src);
    }
  });
});
