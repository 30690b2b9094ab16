import { afterEach, describe, expect, it } from 'vitest';
import { createRef, type RefObject } from 'react';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { RootState } from '@react-three/fiber';
import { FoilCard, FoilCollection, type FoilCardHandle } from '../src/index.js';
import { allFoil, card, pixelAt, rootCatcher, SCANS, sleep, until, recordDraws } from './support/fixtures.js';

afterEach(async () => {
  await cleanup();
  scrollTo(0, 0);
});

// 24 px gaps: wider than the stage's margin, so a tilting card never reaches its neighbours.
const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, 100px)', gap: 24, padding: 24 } as const;
const LABELS = Array.from({ length: 9 }, (_, i) => `c${i}`);

async function mountGrid(refs: RefObject<FoilCardHandle | null>[] = [], below = 0): Promise<RootState> {
  const { onCreated, root } = rootCatcher();
  await render(
    <>
      <FoilCollection style={grid} onCreated={onCreated}>
        {LABELS.map((label, i) => (
          <FoilCard
            key={label}
            ref={refs[i]}
            src={SCANS[i % SCANS.length]!}
            alt={label}
            recipe={i % 2 ? 'mirror' : 'gold'}
            gyroscope={false}
          />
        ))}
      </FoilCollection>
      <div style={{ height: below }} />
    </>,
  );
  const state = await root;
  await until(() => allFoil(LABELS.length), 'every card drawn', 60_000);
  await quiet(state);
  return state;
}

/** Waits until no frame has run for half a second (slow first frames on software GL). */
async function quiet(state: RootState): Promise<void> {
  for (let last = -1; last !== state.gl.info.render.frame;) {
    last = state.gl.info.render.frame;
    await sleep(500);
  }
}

const centre = (label: string): [number, number] => {
  const b = card(label).getBoundingClientRect();
  return [b.left + b.width / 2, b.top + b.height / 2];
};

describe('FoilCollection draws only what changed', () => {
  it('a frame in which one card moves draws that card alone; the others stay on the canvas', async () => {
    const refs = LABELS.map(() => createRef<FoilCardHandle>());
    const state = await mountGrid(refs);
    const before = LABELS.map((l) => pixelAt(state, ...centre(l)));
    const movingBefore = pixelAt(state, ...centre('c4'));

    const draws = recordDraws(state);
    refs[4]!.current!.setTilt({ x: 0.9, y: 0.6 });
    await until(() => draws.frames.length >= 3, 'frames of the moving card');
    await quiet(state);
    draws.stop();

    // Every frame drew one view, and always the same one (the moving card's scene).
    expect(draws.frames.every((f) => f.length === 1)).toBe(true);
    expect(new Set(draws.frames.flat()).size).toBe(1);
    // The still cards' pixels were never redrawn, yet are still there, unchanged.
    for (const [i, label] of LABELS.entries()) {
      if (i === 4) continue;
      expect(pixelAt(state, ...centre(label)), label).toEqual(before[i]);
      expect(before[i]![3], label).toBeGreaterThan(200);
    }
    expect(pixelAt(state, ...centre('c4'))).not.toEqual(movingBefore);
  });

  it('a scroll redraws nothing: each card canvas moves with the page', async () => {
    const state = await mountGrid([], 3000);
    const [x, y] = centre('c7');
    const atRest = pixelAt(state, x, y);
    const box = card('c0').getBoundingClientRect();
    const shift = Math.round(box.height / 2);
    const draws = recordDraws(state);
    scrollTo(0, shift);
    await until(
      () => Math.round(card('c0').getBoundingClientRect().top) === Math.round(box.top) - shift,
      'scroll',
    );
    await quiet(state);
    draws.stop();
    expect(draws.frames.flat()).toHaveLength(0);
    // The same card pixel, moved up with the page.
    expect(pixelAt(state, x, y - shift)).toEqual(atRest);
    // Just below the first row's new bottom edge: inside the row before, in the gap now.
    expect(pixelAt(state, x, box.bottom - shift + 12)[3]).toBe(0);
  });

  it('a card changed while off screen is drawn once it scrolls into view', async () => {
    const refs = LABELS.map(() => createRef<FoilCardHandle>());
    const state = await mountGrid(refs, 3000);
    const top = card('c0').getBoundingClientRect().top;
    scrollTo(0, top + 2000);
    await until(() => card('c0').getBoundingClientRect().bottom < 0, 'the grid scrolled away');
    await quiet(state);
    const draws = recordDraws(state);
    refs[0]!.current!.setTilt({ x: 0.9, y: 0.6 });
    await sleep(1500);
    // Off screen: nothing drawn yet (still marked).
    expect(draws.frames.flat()).toHaveLength(0);
    scrollTo(0, 0);
    await until(() => draws.frames.length >= 1, 'drawn on coming into view');
    await quiet(state);
    draws.stop();
    expect(new Set(draws.frames.flat()).size).toBe(1);
  });

  it('a card moved by layout alone is not redrawn: its canvas moves with it', async () => {
    const state = await mountGrid();
    const box = card('c4').getBoundingClientRect();
    const inOld = [box.left + 4, box.top + box.height / 2] as const;
    const was = pixelAt(state, box.left + box.width / 2, box.top + box.height / 2);
    expect(pixelAt(state, ...inOld)[3]).toBeGreaterThan(200);
    const draws = recordDraws(state);
    // A relative offset (less than the gap): the grid's box, which the collection watches, stays.
    card('c4').style.left = '10px';
    state.invalidate();
    await sleep(300);
    await quiet(state);
    draws.stop();
    expect(pixelAt(state, ...inOld)[3]).toBe(0);
    expect(pixelAt(state, box.left + box.width / 2 + 10, box.top + box.height / 2)).toEqual(was);
    expect(draws.frames.flat()).toHaveLength(0);
  });

  it('a resized canvas (its drawing buffer cleared) gets every card drawn again', async () => {
    await page.viewport(500, 800);
    const state = await mountGrid();
    const before = LABELS.map((l) => pixelAt(state, ...centre(l)));
    const width = state.gl.domElement.width;
    await page.viewport(560, 820);
    await until(() => state.gl.domElement.width !== width, 'the canvas resized');
    await quiet(state);
    // The grid's columns have fixed widths: every card is where it was, drawn again.
    expect(LABELS.map((l) => pixelAt(state, ...centre(l)))).toEqual(before);
    expect(before.every((px) => px[3] > 200)).toBe(true);
  });

  it('after a lost context is restored, every card is drawn again', async () => {
    const state = await mountGrid();
    const before = LABELS.map((l) => pixelAt(state, ...centre(l)));
    const lose = state.gl.getContext().getExtension('WEBGL_lose_context')!;
    lose.loseContext();
    await until(() => document.querySelectorAll('[data-foil="plain"]').length === LABELS.length, 'plain');
    lose.restoreContext();
    await until(() => allFoil(LABELS.length), 'foil after restore', 60_000);
    await quiet(state);
    expect(LABELS.map((l) => pixelAt(state, ...centre(l)))).toEqual(before);
  });
});
