import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { Texture } from 'three';
import { loadResolverData } from '@foilkit/resolver';
import { assetUrl, rawData } from '@foilkit/data';
import { FoilCard, FoilCollection } from '../src/index.js';
import {
  card,
  foilMesh,
  ownRoot,
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

const RECIPES = ['mirror', 'gold', 'rainbow'] as const;
const cols = (n: number, w: number) =>
  ({ display: 'grid', gridTemplateColumns: `repeat(${n}, ${w}px)`, gap: 12, padding: 12 }) as const;

function memory(gl: {
  info: { memory: { textures: number; geometries: number }; programs: unknown[] | null };
}) {
  return {
    textures: gl.info.memory.textures,
    geometries: gl.info.memory.geometries,
    programs: gl.info.programs?.length ?? 0,
  };
}

const drawnCount = () => document.querySelectorAll('[data-foil="foil"]').length;

describe('resolver data', () => {
  it('with no data anywhere, a printing resolves against the embedded @foilkit/data, textures and all', async () => {
    await render(
      <FoilCard
        src={scan('sv-reverse.png')}
        alt="sv"
        printing={{ era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' }}
        style={{ width: 160 }}
      />,
    );
    await until(() => card('sv').dataset.foil === 'foil', 'foil');
    const { material } = foilMesh(ownRoot(card('sv')));
    expect(material.recipe.id).not.toBe('');
    await until(
      () => ((material.uniforms.uInkTex!.value as Texture).image as { src?: string })?.src !== undefined,
      'the ink tile',
    );
    expect(((material.uniforms.uInkTex!.value as Texture).image as HTMLImageElement).src).toContain(
      'ink-tiles',
    );
  });

  it('the data prop and resolveTextureUrl decide what is loaded from where', async () => {
    const data = loadResolverData(rawData);
    const asked: string[] = [];
    await render(
      <FoilCollection
        data={data}
        resolveTextureUrl={(p) => (asked.push(p), assetUrl(p))}
        style={cols(2, 140)}
      >
        <FoilCard
          src={scan('sv-reverse.png')}
          alt="sv"
          printing={{ era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' }}
        />
      </FoilCollection>,
    );
    await until(() => card('sv').dataset.foil === 'foil', 'foil');
    await until(() => asked.some((p) => p.startsWith('ink-tiles/')), 'the ink tile URL asked for');
  });
});

describe('sharing', () => {
  it('cards with the same scan share one texture', async () => {
    const { onCreated, root } = rootCatcher();
    const screen = await render(
      <FoilCollection style={cols(3, 110)} onCreated={onCreated}>
        <FoilCard src={scan('swsh-reverse.png')} alt="c0" recipe="mirror" />
      </FoilCollection>,
    );
    const { gl } = await root;
    await until(() => drawnCount() === 1, 'one card');
    const one = memory(gl).textures;
    await screen.rerender(
      <FoilCollection style={cols(3, 110)} onCreated={onCreated}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <FoilCard
            key={i}
            src={scan(i % 2 ? 'sv-reverse.png' : 'swsh-reverse.png')}
            alt={`c${i}`}
            recipe="mirror"
          />
        ))}
      </FoilCollection>,
    );
    await until(() => drawnCount() === 6, 'six cards');
    // The second scan, shared by its three cards, and a bake texture for each new card.
    expect(memory(gl).textures).toBe(one + 1 + 5);
    expect(memory(gl).programs).toBe(1 + 1 + 1);
  });
});

describe('120 cards in a scrolling grid', () => {
  it('mounts and unmounts without losing the context; programs = recipes; memory returns to baseline', async () => {
    await page.viewport(1280, 900);
    const { onCreated, root } = rootCatcher();
    const app = (n: number) => (
      <FoilCollection style={cols(8, 120)} onCreated={onCreated}>
        {Array.from({ length: n }, (_, i) => (
          <FoilCard
            key={i}
            src={SCANS[i % SCANS.length]!}
            alt={`card ${i}`}
            recipe={RECIPES[i % RECIPES.length]}
          />
        ))}
      </FoilCollection>
    );
    const screen = await render(app(1));
    const { gl } = await root;
    let lost = 0;
    gl.domElement.addEventListener('webglcontextlost', () => lost++);
    await until(() => drawnCount() === 1, 'the first card');
    await screen.rerender(app(0));
    await sleep(100);
    const baseline = memory(gl);

    await screen.rerender(app(120));
    // Lazy: with the page at the top, the cards far below have not loaded anything yet.
    await sleep(1500);
    expect(drawnCount()).toBeLessThan(120);
    expect(document.querySelectorAll('.foilkit-stage').length).toBeLessThan(120);
    expect(card('card 119').dataset.foil).toBe('plain');
    expect(card('card 119').querySelector('img')!.loading).toBe('lazy');
    const rows = Math.ceil(120 / 8);
    // Scroll down a screen at a time, each time waiting until every card on screen has its stage
    // (IntersectionObserver samples at rendered frames, and frames are slow on software GL).
    const onScreen = () =>
      [...document.querySelectorAll<HTMLElement>('[data-foil]')].filter((c) => {
        const r = c.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight;
      });
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await until(
        () => onScreen().every((c) => c.querySelector('.foilkit-stage')),
        `cards at ${y}px`,
        60_000,
      );
    }
    await until(() => drawnCount() === 120, 'all 120 cards drawn', 90_000);
    expect(rows).toBe(15);
    // One WebGL context; every card presents through a 2D canvas of its own (not a context).
    expect(webglCanvases()).toHaveLength(1);
    expect(stageCanvases()).toHaveLength(120);
    expect(memory(gl).programs).toBe(RECIPES.length + 2); // and the shared bake and plain-scan programs
    expect(memory(gl).textures).toBeGreaterThanOrEqual(SCANS.length);

    await screen.rerender(app(0));
    await sleep(200);
    window.scrollTo(0, 0);
    expect(memory(gl)).toEqual(baseline);
    expect(lost).toBe(0);
    expect(gl.getContext().isContextLost()).toBe(false);
  });
});
