// The foil follows the DOM: each card in a FoilCollection is presented through a canvas of its
// own, in its place, so the browser stacks, clips, transforms and hides it. Checked with
// screenshots of the page as the browser composited it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { RootState } from '@react-three/fiber';
import { setFoilEnabled } from '@foilkit/core';
import { FoilCard, FoilCollection, type FoilCardHandle } from '../src/index.js';
import { card, rootCatcher, SCANS, sleep, stageCanvases, until, recordDraws } from './support/fixtures.js';
import {
  count,
  inside,
  offShare,
  pixel,
  screenPixels,
  snapshot,
  stack,
  unlike,
  type Snapshot,
} from './support/screen.js';

const WHITE = '#ffffff';

beforeEach(async () => {
  await page.viewport(800, 600);
  document.body.style.margin = '0';
  document.body.style.background = WHITE;
});

afterEach(async () => {
  setFoilEnabled(true);
  await cleanup();
  scrollTo(0, 0);
});

const foilCount = () => document.querySelectorAll('[data-foil="foil"]').length;

/** Waits until none of the roots has run a frame for 400 ms (slow frames on software GL). */
async function quiet(...states: RootState[]): Promise<void> {
  const frames = () => states.map((s) => s.gl.info.render.frame).join();
  for (let last = ''; last !== frames();) {
    last = frames();
    await sleep(400);
  }
}

interface Placed {
  readonly label: string;
  readonly style: CSSProperties;
  readonly tilt?: { x: number; y: number };
  readonly ref?: RefObject<FoilCardHandle | null>;
}

function cards(placed: readonly Placed[], i0 = 0): ReactNode {
  return placed.map((p, i) => (
    <FoilCard
      key={p.label}
      ref={p.ref}
      src={SCANS[(i0 + i) % SCANS.length]!}
      alt={p.label}
      recipe={(i0 + i) % 2 ? 'mirror' : 'gold'}
      gyroscope={false}
      style={p.style}
      {...(p.tilt ? { tilt: p.tilt } : {})}
    />
  ));
}

const STAGE: CSSProperties = { position: 'relative', width: 800, height: 600, background: WHITE };

/**
 * Each card drawn alone (a collection of its own, nothing else on the page) at its place: a copy
 * of its canvas and where it was, in document order.
 */
async function eachAlone(placed: readonly Placed[]): Promise<Snapshot[]> {
  const shots: Snapshot[] = [];
  for (const [i, p] of placed.entries()) {
    const { onCreated, root } = rootCatcher();
    const screen = await render(
      <div style={STAGE}>
        <FoilCollection onCreated={onCreated}>{cards([p], i)}</FoilCollection>
      </div>,
    );
    const state = await root;
    await until(() => foilCount() === 1, `${p.label} drawn alone`, 60_000);
    await quiet(state);
    shots.push(snapshot(stageCanvases()[0]!));
    await screen.unmount();
  }
  return shots;
}

/** All the cards in one collection (scans and recipes counted from `i0`); resolves once all are foil and the frames have stopped. */
async function together(placed: readonly Placed[], i0 = 0): Promise<RootState> {
  const { onCreated, root } = rootCatcher();
  await render(
    <div style={STAGE}>
      <FoilCollection onCreated={onCreated}>{cards(placed, i0)}</FoilCollection>
    </div>,
  );
  const state = await root;
  await until(() => foilCount() === placed.length, 'every card drawn', 60_000);
  await quiet(state);
  return state;
}

// The hand: five cards, absolutely positioned, 200 px wide, 70 px apart, all tilted.
// Heights are given so that the card canvases (8 % larger on each side) sit on whole pixels:
// the reference is drawn by a 2D canvas, which may filter a fractional box otherwise than the
// compositor.
const HAND_TILT = { x: 0.6, y: 0.35 };
const hand = (): Placed[] =>
  Array.from({ length: 5 }, (_, i) => ({
    label: `h${i}`,
    style: { position: 'absolute', left: 40 + 70 * i, top: 40, width: 200, height: 275 },
    tilt: HAND_TILT,
    ref: createRef<FoilCardHandle>(),
  }));

describe('cards stack as their elements do', () => {
  it('a fanned hand of five matches each card drawn alone, stacked in document order', async () => {
    const placed = hand();
    const reference = stack(await eachAlone(placed), WHITE);
    const state = await together(placed);
    const shown = await screenPixels();
    const off = offShare(shown, reference.pixels, reference.covered);
    expect(count(reference.covered)).toBeGreaterThan(100_000);
    expect(off).toBeLessThanOrEqual(0.01);

    // One card moving over still ones draws that card alone, and no other card's canvas is
    // written (pixels are compared within a few levels: readbacks of a 2D canvas may carry
    // Chromium's anti-fingerprinting noise).
    const read = () =>
      stageCanvases().map((c) => c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data);
    const before = read();
    const written: number[] = [];
    stageCanvases().forEach((c, i) => {
      const g = c.getContext('2d')!;
      const put = g.putImageData.bind(g);
      g.putImageData = ((...args: Parameters<typeof put>) => {
        written.push(i);
        put(...args);
      }) as typeof put;
    });
    const draws = recordDraws(state);
    placed[2]!.ref!.current!.setTilt({ x: -0.9, y: 0.8 });
    await until(() => draws.frames.length >= 3, 'frames of the moving card');
    await quiet(state);
    draws.stop();
    expect(draws.frames.every((f) => f.length === 1)).toBe(true);
    expect(new Set(draws.frames.flat()).size).toBe(1);
    expect(new Set(written)).toEqual(new Set([2]));
    const after = read();
    const largest = (i: number) =>
      after[i]!.reduce((m, v, k) => Math.max(m, Math.abs(v - before[i]![k]!)), 0);
    for (const i of [0, 1, 3, 4]) expect(largest(i), `h${i}`).toBeLessThanOrEqual(4);
    expect(largest(2)).toBeGreaterThan(64);
  });

  it('a grid with a small gap, every card at full tilt, matches each card drawn alone', async () => {
    const placed: Placed[] = Array.from({ length: 6 }, (_, i) => ({
      label: `g${i}`,
      style: {
        position: 'absolute',
        left: 30 + (i % 3) * 154,
        top: 30 + Math.floor(i / 3) * 204,
        width: 150,
        height: 200,
      },
      tilt: { x: i % 2 ? 1 : -1, y: i % 3 ? 1 : -1 },
    }));
    const reference = stack(await eachAlone(placed), WHITE);
    await together(placed);
    const shown = await screenPixels();
    expect(count(reference.covered)).toBeGreaterThan(80_000);
    expect(offShare(shown, reference.pixels, reference.covered)).toBeLessThanOrEqual(0.01);
  });

  it('an inspected card shows over its neighbours as it does with no neighbours at all', async () => {
    const placed = hand();
    const lift = async (state: RootState) => {
      placed[1]!.ref!.current!.inspect(true);
      await until(() => card('h1').dataset.inspecting === 'true', 'inspecting');
      await sleep(500);
      await quiet(state);
    };
    // The card alone, the others' places left empty (the lift depends only on its own box).
    const aloneState = await together([placed[1]!], 1);
    await lift(aloneState);
    const alone = await screenPixels();
    const box = card('h1').getBoundingClientRect();
    await cleanup();

    const state = await together(placed);
    await lift(state);
    expect(card('h1').getBoundingClientRect()).toEqual(box);
    const shown = await screenPixels();
    // Inside the lifted card (away from its tilted edges) nothing of the neighbours shows.
    const inner = new DOMRect(
      box.left + box.width * 0.12,
      box.top + box.height * 0.12,
      box.width * 0.76,
      box.height * 0.76,
    );
    const where = inside(shown, inner);
    // The neighbours really are under it.
    const under = inside(shown, card('h3').getBoundingClientRect());
    expect(count(where, under)).toBeGreaterThan(10_000);
    expect(offShare(shown, alone, where)).toBeLessThanOrEqual(0.01);
  });
});

describe('cards are clipped as their elements are', () => {
  it('a 260 px overflow: hidden carousel: no foil outside its box, scrolled or not', async () => {
    const carousel = createRef<HTMLDivElement>();
    const placed: Placed[] = Array.from({ length: 5 }, (_, i) => ({
      label: `k${i}`,
      style: { flex: '0 0 200px', width: 200 },
    }));
    const { onCreated, root } = rootCatcher();
    await render(
      <div style={STAGE}>
        <FoilCollection onCreated={onCreated}>
          <div
            ref={carousel}
            style={{
              position: 'absolute',
              left: 200,
              top: 60,
              width: 260,
              display: 'flex',
              gap: 40,
              overflow: 'hidden',
            }}
          >
            {cards(placed)}
          </div>
        </FoilCollection>
      </div>,
    );
    const state = await root;
    const check = async (visible: string) => {
      await until(() => card(visible).dataset.foil === 'foil', `${visible} foil`, 60_000);
      await quiet(state);
      const shown = await screenPixels();
      const box = carousel.current!.getBoundingClientRect();
      // Outside the box (a pixel's margin for its antialiased edge) the page stays white.
      const outside = inside(shown, box, 1).map((v) => 1 - v);
      expect(count(unlike(shown, [255, 255, 255], 8), outside)).toBe(0);
      // Inside it, the card that shows is there, foil and all.
      const cardBox = card(visible).getBoundingClientRect();
      const shownCard = inside(shown, cardBox);
      expect(count(unlike(shown, [255, 255, 255], 8), shownCard)).toBeGreaterThan(0.9 * count(shownCard));
    };
    await check('k0');
    carousel.current!.scrollLeft = 240;
    await check('k1');
  });
});

describe('cards follow transforms and visibility', () => {
  it('a rotated card, a 3D-turned card and a card in a visibility: hidden tab cover what their plain images would', async () => {
    const MAGENTA: [number, number, number] = [255, 0, 255];
    const { onCreated, root } = rootCatcher();
    await render(
      <div style={{ ...STAGE, background: 'rgb(255, 0, 255)' }}>
        <FoilCollection onCreated={onCreated}>
          <div
            id="rotated"
            style={{ position: 'absolute', left: 80, top: 80, width: 180, transform: 'rotate(-20deg)' }}
          >
            {cards([{ label: 'rotated', style: {} }])}
          </div>
          <div
            id="hidden"
            style={{ position: 'absolute', left: 380, top: 80, width: 180, visibility: 'hidden' }}
          >
            {cards([{ label: 'hidden', style: {} }], 1)}
          </div>
          <div
            id="turned"
            style={{
              position: 'absolute',
              left: 640,
              top: 360,
              width: 130,
              transform: 'perspective(500px) rotateY(35deg) rotateX(-15deg)',
            }}
          >
            {cards([{ label: 'turned', style: {} }], 2)}
          </div>
        </FoilCollection>
      </div>,
    );
    const state = await root;
    await until(() => foilCount() === 3, 'every card foil', 60_000);
    await quiet(state);
    const frame = await screenPixels();
    const foil = unlike(frame, MAGENTA);
    setFoilEnabled(false);
    await until(() => foilCount() === 0, 'plain images');
    await sleep(300);
    const plain = unlike(await screenPixels(), MAGENTA);

    for (const id of ['rotated', 'hidden', 'turned']) {
      const region = inside(frame, document.getElementById(id)!.getBoundingClientRect(), 20);
      const differ = foil.map((v, i) => (v !== plain[i] && region[i] ? 1 : 0));
      // The rotated card's plain image, as the unit of area for both.
      const unit = count(
        plain,
        inside(frame, document.getElementById('rotated')!.getBoundingClientRect(), 20),
      );
      expect(unit).toBeGreaterThan(180 * 250 * 0.9);
      expect(count(differ) / unit, id).toBeLessThanOrEqual(0.05);
    }
    expect(count(plain, inside(frame, document.getElementById('hidden')!.getBoundingClientRect(), 20))).toBe(
      0,
    );
  });
});

describe("the site's own content over a card", () => {
  it('a badge (a FoilCard child or a positioned sibling) keeps its own colour over the foil', async () => {
    const { onCreated, root } = rootCatcher();
    await render(
      <div style={STAGE}>
        <FoilCollection onCreated={onCreated}>
          <div style={{ position: 'absolute', left: 60, top: 60, width: 200 }}>
            <FoilCard src={SCANS[0]!} alt="badged" recipe="gold" gyroscope={false} tilt={HAND_TILT}>
              <span
                id="child"
                style={{
                  position: 'absolute',
                  right: 8,
                  top: 8,
                  width: 40,
                  height: 24,
                  background: 'rgb(0, 160, 0)',
                }}
              />
            </FoilCard>
            <span
              id="sibling"
              style={{
                position: 'absolute',
                left: 8,
                bottom: 8,
                width: 40,
                height: 24,
                background: 'rgb(0, 0, 200)',
              }}
            />
          </div>
        </FoilCollection>
      </div>,
    );
    const state = await root;
    await until(() => foilCount() === 1, 'foil', 60_000);
    await quiet(state);
    const shown = await screenPixels();
    for (const [id, rgb] of [
      ['child', [0, 160, 0]],
      ['sibling', [0, 0, 200]],
    ] as const) {
      const b = document.getElementById(id)!.getBoundingClientRect();
      const badge = inside(shown, new DOMRect(b.left + 1, b.top + 1, b.width - 2, b.height - 2));
      expect(count(unlike(shown, rgb, 3), badge), id).toBe(0);
    }
    // The foil really is drawn around them.
    const c = card('badged').getBoundingClientRect();
    expect(pixel(shown, c.left + c.width / 2, c.top + c.height / 2)).not.toEqual([255, 255, 255]);
  });

  it('a card never draws over a positioned sticky header', async () => {
    const header = createRef<HTMLElement>();
    const panel = createRef<HTMLDivElement>();
    const { onCreated, root } = rootCatcher();
    // A scrolling panel (the page itself stays put: screenshots are of the frame's body).
    await render(
      <div ref={panel} style={{ position: 'relative', width: 800, height: 600, overflow: 'auto' }}>
        <header
          ref={header}
          style={{ position: 'sticky', top: 0, zIndex: 1, height: 80, background: 'rgb(200, 0, 0)' }}
        />
        <FoilCollection
          onCreated={onCreated}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 150px)', gap: 24, padding: 24 }}
        >
          {cards(Array.from({ length: 3 }, (_, i) => ({ label: `s${i}`, style: {}, tilt: HAND_TILT })))}
        </FoilCollection>
        <div style={{ height: 1200 }} />
      </div>,
    );
    const state = await root;
    await until(() => foilCount() === 3, 'foil', 60_000);
    panel.current!.scrollTop = 120;
    await sleep(200);
    await quiet(state);
    const h = header.current!.getBoundingClientRect();
    // The cards are under the header now.
    expect(card('s0').getBoundingClientRect().top).toBeLessThan(h.bottom - 20);
    const shown = await screenPixels();
    const area = inside(shown, h);
    expect(count(area)).toBeGreaterThan(0);
    expect(count(unlike(shown, [200, 0, 0], 3), area)).toBe(0);
    // Below the header the cards show.
    const c = card('s1').getBoundingClientRect();
    expect(pixel(shown, c.left + c.width / 2, h.bottom + 10)).not.toEqual([200, 0, 0]);
  });
});
