// The README's quick start, run as written in real Chromium: resolve a printing with the shipped
// data, load its textures from @foilkit/data, draw the card, tilt it.
import { describe, expect, it } from 'vitest';
import { OrthographicCamera, Scene, WebGLRenderer, type Mesh } from 'three';
import { CARD_ASPECT, type FoilMaterial } from '@foilkit/core';
import scanUrl from '../../data/sample-cards/sv-reverse.png?url';
import { foilCard, tiltCard } from './card-site.js';

function draw(renderer: WebGLRenderer, card: Mesh): Uint8Array {
  const scene = new Scene().add(card);
  const camera = new OrthographicCamera(-0.5, 0.5, CARD_ASPECT / 2, -CARD_ASPECT / 2, -1, 1);
  renderer.render(scene, camera);
  const gl = renderer.getContext();
  const out = new Uint8Array(128 * 179 * 4);
  gl.readPixels(0, 0, 128, 179, gl.RGBA, gl.UNSIGNED_BYTE, out);
  return out;
}

describe('README quick start', () => {
  it('draws a foil card for a printing and moves it with tilt', async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 128;
    canvas.height = 179;
    const renderer = new WebGLRenderer({ canvas, preserveDrawingBuffer: true });
    const card = await foilCard(
      { era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' },
      scanUrl,
    );
    expect(card).not.toBeNull();
    const material = card!.material as FoilMaterial;
    expect(material.recipe.id).toBe('vertical-sheen');
    expect(material.uniforms.uInkTex!.value).not.toBeNull();
    tiltCard(card!, -0.6, 0.2);
    const a = draw(renderer, card!);
    tiltCard(card!, 0.6, -0.2);
    const b = draw(renderer, card!);
    let moved = 0;
    for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i]! - b[i]!) > 8) moved++;
    expect(moved).toBeGreaterThan((a.length / 4) * 0.05);
    renderer.dispose();
  });

  it('returns null for a printing with no foil', async () => {
    expect(
      await foilCard({ era: 'sv', set: 'sv1', rarity: 'common', variantKind: 'normal' }, scanUrl),
    ).toBeNull();
  });
});
