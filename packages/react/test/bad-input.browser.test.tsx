// Issue 20, part 4: one card given a printing of the wrong shape (a feed row with numbers and
// arrays where strings belong), or an empty `src`: that card alone reports through onError and
// falls back; every other card, in the same collection and standalone, is untouched.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import type { Printing } from '@foilkit/resolver';
import { FoilCard, FoilCollection } from '../src/index.js';
import { card, scan, sleep, until, webglCanvases } from './support/fixtures.js';

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, 120px)', gap: 16, padding: 16 } as const;
// As a feed delivers it: the types say string, the row says otherwise.
const BAD_PRINTING = { era: 5, set: {}, rarity: [], variantKind: true } as unknown as Printing;
const GOOD_PRINTING: Printing = { era: 'swsh', set: 'swsh7', rarity: 'rare-secret', variantKind: 'full-art' };

function image(label: string): HTMLImageElement {
  const img = card(label).querySelector('img');
  if (!img) throw new Error(`card "${label}" has no image`);
  return img;
}

describe('a printing of the wrong shape', () => {
  it('costs that card its foil only: it shows its plain scan and reports a PrintingError', async () => {
    const bad: Error[] = [];
    const badAlone: Error[] = [];
    const good: Error[] = [];
    await render(
      <>
        <FoilCollection style={grid}>
          <FoilCard
            src={scan('swsh-reverse.png')}
            alt="a"
            printing={GOOD_PRINTING}
            onError={(e) => good.push(e)}
          />
          <FoilCard
            src={scan('sv-reverse.png')}
            alt="bad"
            printing={BAD_PRINTING}
            onError={(e) => bad.push(e)}
          />
          <FoilCard src={scan('sv-reverse.png')} alt="b" recipe="mirror" onError={(e) => good.push(e)} />
        </FoilCollection>
        <div style={{ display: 'flex', gap: 16, padding: 16 }}>
          <div style={{ width: 120 }}>
            <FoilCard
              src={scan('swsh-etched.png')}
              alt="alone"
              recipe="mirror"
              onError={(e) => good.push(e)}
            />
          </div>
          <div style={{ width: 120 }}>
            <FoilCard
              src={scan('ex-reverse.png')}
              alt="bad alone"
              printing={BAD_PRINTING}
              onError={(e) => badAlone.push(e)}
            />
          </div>
        </div>
      </>,
    );
    for (const label of ['a', 'b', 'alone'])
      await until(() => card(label).dataset.foil === 'foil', `${label} as foil`);
    await until(() => bad.length > 0 && badAlone.length > 0, 'both bad cards to report');
    await sleep(300);
    for (const [label, errors] of [
      ['bad', bad],
      ['bad alone', badAlone],
    ] as const) {
      expect(errors).toHaveLength(1);
      expect(errors[0]!.name).toBe('PrintingError');
      expect(errors[0]!.message).toMatch(/era/);
      expect(card(label).dataset.foil).toBe('broken');
      expect(getComputedStyle(image(label)).visibility).toBe('visible');
      expect(image(label).getAttribute('src')).toBe(
        label === 'bad' ? scan('sv-reverse.png') : scan('ex-reverse.png'),
      );
    }
    expect(good).toEqual([]);
    // One WebGL context for the collection, one for the good standalone card; the bad cards
    // have no canvas at all, in the collection or alone.
    expect(card('bad alone').querySelector('canvas')).toBeNull();
    expect(card('bad').querySelector('canvas')).toBeNull();
    expect(webglCanvases()).toHaveLength(2);
  });
});

describe('an empty src', () => {
  it('is a missing scan: the placeholder, told once, and no empty src attribute', async () => {
    const errors: Error[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    const page = (n: number) => (
      <FoilCollection style={grid}>
        <FoilCard src="" alt={`empty ${n}`} recipe="mirror" onError={(e) => errors.push(e)} />
        <FoilCard src={scan('sv-reverse.png')} alt="b" recipe="mirror" />
      </FoilCollection>
    );
    const screen = await render(page(1));
    await until(() => card('b').dataset.foil === 'foil', 'the other card as foil');
    // A re-render with new props must not report it again.
    await screen.rerender(page(2));
    await sleep(300);
    const el = card('empty 2');
    expect(el.dataset.foil).toBe('scan');
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('[src]')).toBeNull();
    expect(el.textContent).toBe('empty 2');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/`src` is empty/);
    expect(consoleErrors.mock.calls.flat().join('\n')).not.toMatch(/src/);
  });
});
