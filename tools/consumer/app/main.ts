// A card site's page, built by Vite against the packed tarballs: it resolves a printing with
// the shipped data, loads the ink tile from @foilkit/data's own asset URL, and draws the card.
import { CanvasTexture, Mesh, OrthographicCamera, PlaneGeometry, Scene, WebGLRenderer } from 'three';
import { CARD_ASPECT, createFoilMaterial, loadSurfaceTextures } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { loadResolverData, resolveSurface } from '@foilkit/resolver';
import { assetUrl, rawData } from '@foilkit/data';

declare global {
  interface Window {
    foilkitResult?: unknown;
  }
}

/** A synthetic scan: coloured art box, dark text lines, pale border. */
function scanTexture(width: number, height: number): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#d8c9a0';
  g.fillRect(0, 0, width, height);
  const art = g.createLinearGradient(0, 0, width, height);
  art.addColorStop(0, '#3050a0');
  art.addColorStop(1, '#a04060');
  g.fillStyle = art;
  g.fillRect(width * 0.1, height * 0.12, width * 0.8, height * 0.4);
  g.fillStyle = '#202020';
  for (let y = 0.6; y < 0.9; y += 0.06) g.fillRect(width * 0.12, height * y, width * 0.7, 2);
  return new CanvasTexture(canvas);
}

async function main(): Promise<void> {
  const data = loadResolverData(rawData);
  const surface = resolveSurface(
    { era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' },
    data,
  );
  const canvas = document.getElementById('card') as HTMLCanvasElement;
  const renderer = new WebGLRenderer({ canvas, preserveDrawingBuffer: true });
  const camera = new OrthographicCamera(-0.5, 0.5, CARD_ASPECT / 2, -CARD_ASPECT / 2, 0.1, 10);
  camera.position.z = 1;
  const textures = await loadSurfaceTextures(surface.textures, { url: assetUrl });
  const material = createFoilMaterial({
    recipe: requireRecipe(surface.recipe!),
    uniforms: { ...surface.uniforms, uTilt: [0.4, -0.3] },
    textures: { ...textures, face: scanTexture(canvas.width, canvas.height) },
  });
  const scene = new Scene();
  scene.add(new Mesh(new PlaneGeometry(1, CARD_ASPECT), material));
  const pixels = (): number[] => {
    renderer.render(scene, camera);
    const gl = renderer.getContext();
    const out = new Uint8Array(canvas.width * canvas.height * 4);
    gl.readPixels(0, 0, canvas.width, canvas.height, gl.RGBA, gl.UNSIGNED_BYTE, out);
    return Array.from(out);
  };
  const withInk = pixels();
  material.setTexture('ink', null);
  const withoutInk = pixels();
  material.setUniform('uIntensity', 0);
  const plain = pixels();
  window.foilkitResult = {
    recipe: surface.recipe,
    inkState: surface.inkState,
    inkPath: surface.textures.ink,
    inkUrl: surface.textures.ink ? assetUrl(surface.textures.ink) : null,
    withInk,
    withoutInk,
    plain,
  };
}

main().catch((err: unknown) => {
  window.foilkitResult = { error: err instanceof Error ? err.stack : String(err) };
});
