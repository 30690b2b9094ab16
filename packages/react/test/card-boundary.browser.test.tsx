// Whatever a card's render throws that its own code does not expect (here a simulated bug in
// working out its look) stays inside that card: it becomes its plain scan and tells onError,
// and the collection around it draws on. The bug is injected for one card only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { FoilCard, FoilCollection } from '../src/index.js';
import type * as CardLook from '../src/use-card-look.js';
import { card, scan, sleep, until } from './support/fixtures.js';

vi.mock('../src/use-card-look.js', async (original) => {
  const real = await original<typeof CardLook>();
  return {
    ...real,
    useCardLook: (...args: Parameters<typeof real.useCardLook>) => {
      if (args[0].recipe === 'thrower') throw new Error('a bug in the card');
      return real.useCardLook(...args);
    },
  };
});

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, 120px)', gap: 16, padding: 16 } as const;

describe('a card whose render throws', () => {
  it('shows its plain scan in the same box and tells onError; the other cards draw on', async () => {
    const errors: Error[] = [];
    // React logs the error it caught; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render(
      <FoilCollection style={grid}>
        <FoilCard src={scan('swsh-reverse.png')} alt="a" recipe="mirror" />
        <FoilCard
          src={scan('sv-reverse.png')}
          alt="thrower"
          recipe="thrower"
          onError={(e) => errors.push(e)}
        />
        <FoilCard src={scan('ex-reverse.png')} alt="b" recipe="mirror" />
      </FoilCollection>,
    );
    for (const label of ['a', 'b'])
      await until(() => card(label).dataset.foil === 'foil', `${label} as foil`);
    await sleep(200);
    expect(errors.map((e) => e.message)).toEqual(['a bug in the card']);
    const thrower = card('thrower');
    expect(thrower.dataset.foil).toBe('broken');
    expect(thrower.getAttribute('role')).toBe('img');
    expect(thrower.querySelector('img')?.getAttribute('src')).toBe(scan('sv-reverse.png'));
    expect(thrower.getBoundingClientRect().toJSON()).toMatchObject({
      width: card('a').getBoundingClientRect().width,
      height: card('a').getBoundingClientRect().height,
    });
  });
});
