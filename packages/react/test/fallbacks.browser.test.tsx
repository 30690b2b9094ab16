import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { commands } from 'vitest/browser';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { setFoilEnabled, type FoilRecipe } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import type { SurfaceResolution } from '@foilkit/resolver';
import { FoilCard, FoilCollection } from '../src/index.js';
import { resetWebGLProbe } from '../src/webgl-support.js';
import { allFoil, at, card, rootCatcher, scan, sleep, until } from './support/fixtures.js';

afterEach(async () => {
  await cleanup();
  setFoilEnabled(true);
  vi.restoreAllMocks();
  resetWebGLProbe();
});

const grid = { display: 'grid', gridTemplateColumns: 'repeat(2, 140px)', gap: 24, padding: 24 } as const;

function box(label: string) {
  const b = card(label).getBoundingClientRect();
  return [b.width, b.height];
}

function plainImage(label: string): HTMLImageElement {
  const img = card(label).querySelector('img');
  if (!img) throw new Error(`card "${label}" has no image`);
  return img;
}

describe('without WebGL', () => {
  it('each card is a plain <img> of the same size and alt text, still tilting in CSS 3D', async () => {
    const real = HTMLCanvasElement.prototype.getContext;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind.startsWith('webgl')) return null;
      return (real as (k: string, ...r: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof real);
    resetWebGLProbe();
    await render(
      <FoilCollection style={grid}>
        <FoilCard src={scan('swsh-reverse.png')} alt="a" recipe="mirror" />
      </FoilCollection>,
    );
    await sleep(300);
    expect(document.querySelector('canvas')).toBeNull();
    const img = plainImage('a');
    expect(img.alt).toBe('a');
    expect(img.getBoundingClientRect().width).toBeCloseTo(140, 0);
    expect(getComputedStyle(img).visibility).toBe('visible');
    await commands.mousePath([at(card('a'), 0.5, 0.5), at(card('a'), 0.95, 0.5)]);
    await until(() => /rotateY\(-0\.2/.test(img.style.transform), 'a CSS tilt');
  });
});

describe('the page-wide foil switch', () => {
  it('turns every card into its plain image and back', async () => {
    await render(
      <FoilCollection style={grid}>
        <FoilCard src={scan('swsh-reverse.png')} alt="a" recipe="mirror" />
        <FoilCard src={scan('sv-reverse.png')} alt="b" recipe="gold" />
      </FoilCollection>,
    );
    await until(() => allFoil(2), 'foil');
    const size = box('a');
    setFoilEnabled(false);
    await until(() => document.querySelector('canvas') === null, 'the canvas to go');
    expect(card('a').dataset.foil).toBe('plain');
    expect(getComputedStyle(plainImage('a')).visibility).toBe('visible');
    expect(box('a')).toEqual(size);
    setFoilEnabled(true);
    await until(() => allFoil(2), 'foil again');
  });
});

describe('a scan that fails', () => {
  it('shows a placeholder with the alt text, tells onError, and leaves the other cards alone', async () => {
    const errors: Error[] = [];
    await render(
      <FoilCollection style={grid}>
        <FoilCard
          src="/no-such-scan.png"
          alt="missing card"
          recipe="mirror"
          onError={(e) => errors.push(e)}
        />
        <FoilCard src={scan('sv-reverse.png')} alt="b" recipe="mirror" />
      </FoilCollection>,
    );
    await until(() => card('missing card').dataset.foil === 'scan', 'the placeholder');
    await until(() => card('b').dataset.foil === 'foil', 'the other card drawn');
    expect(card('missing card').textContent).toBe('missing card');
    expect(box('missing card')).toEqual(box('b'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.message).toContain('/no-such-scan.png');
  });
});

describe('a lost WebGL context', () => {
  it('shows plain scans in the same layout, and the foil comes back on restore', async () => {
    const { onCreated, root } = rootCatcher();
    await render(
      <FoilCollection style={grid} onCreated={onCreated}>
        <FoilCard src={scan('swsh-reverse.png')} alt="a" recipe="mirror" />
        <FoilCard src={scan('sv-reverse.png')} alt="b" recipe="mirror" />
      </FoilCollection>,
    );
    const state = await root;
    await until(() => allFoil(2), 'foil');
    const size = box('a');
    const lose = state.gl.getContext().getExtension('WEBGL_lose_context')!;
    lose.loseContext();
    await until(
      () => card('a').dataset.foil === 'plain' && card('b').dataset.foil === 'plain',
      'plain scans',
    );
    expect(getComputedStyle(plainImage('a')).visibility).toBe('visible');
    expect(box('a')).toEqual(size);
    lose.restoreContext();
    await until(() => allFoil(2), 'foil after restore');
    // The recipe, and the bake and plain-scan programs every card shares.
    expect(state.gl.info.programs?.length).toBe(1 + 1 + 1);
  });
});

describe('a surface texture that fails', () => {
  it('shows the plain scan and tells onError, naming the slot and the path', async () => {
    const errors: Error[] = [];
    const surface = {
      recipe: 'mirror',
      set: 'x',
      era: 'sv',
      layout: 'standard',
      maskTier: 'rect',
      inkState: 'none',
      uniforms: {},
      textures: { ink: 'ink-tiles/no-such-tile.png' },
      provenance: { resolverVersion: '0', dataVersions: {}, decisions: [], notes: [] },
    } as unknown as SurfaceResolution;
    await render(
      <FoilCollection style={grid} textureBaseUrl="/missing-assets/">
        <FoilCard src={scan('sv-reverse.png')} alt="a" surface={surface} onError={(e) => errors.push(e)} />
      </FoilCollection>,
    );
    await until(() => errors.length > 0, 'onError');
    await until(() => card('a').dataset.foil === 'broken', 'the plain scan');
    expect(getComputedStyle(plainImage('a')).visibility).toBe('visible');
    expect(errors[0]!.message).toContain('ink');
    expect(errors[0]!.message).toContain('ink-tiles/no-such-tile.png');
  });
});

describe('a shader that fails to compile', () => {
  it('keeps the plain scan and tells onError, never a blank card', async () => {
    // A valid recipe in every way the registry checks, whose GLSL calls a function nobody defines.
    const broken: FoilRecipe = {
      ...requireRecipe('mirror'),
      id: 'test-broken-compile',
      aliases: [],
      glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  return noSuchHelper(uv);
}
`,
    };
    const errors: Error[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render(
      <FoilCollection style={grid}>
        <FoilCard src={scan('swsh-reverse.png')} alt="a" recipe={broken} onError={(e) => errors.push(e)} />
      </FoilCollection>,
    );
    await until(() => errors.length > 0, 'onError');
    expect(card('a').dataset.foil).toBe('broken');
    expect(getComputedStyle(plainImage('a')).visibility).toBe('visible');
    expect(errors.map((e) => e.message).join('\n')).toMatch(/"test-broken-compile" failed to compile/);
  });
});

describe('server rendering', () => {
  it('server HTML is the plain image; hydration adds the foil without moving the card', async () => {
    const app = (
      <FoilCollection style={grid}>
        <FoilCard src={scan('swsh-reverse.png')} alt="a" recipe="mirror" />
      </FoilCollection>
    );
    const html = renderToString(app);
    expect(html).not.toContain('<canvas');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    try {
      const before = card('a').getBoundingClientRect().toJSON() as DOMRect;
      const recoverable: unknown[] = [];
      const rootHandle = hydrateRoot(host, app, { onRecoverableError: (e) => recoverable.push(e) });
      await until(() => card('a').dataset.foil === 'foil', 'foil after hydration');
      expect(card('a').getBoundingClientRect().toJSON()).toEqual(before);
      expect(recoverable).toEqual([]);
      rootHandle.unmount();
    } finally {
      host.remove();
    }
  });
});
