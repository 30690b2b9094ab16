import { useEffect, useRef, type RefObject } from 'react';
import { loadSurfaceTextures, type FoilMaterial, type TextureSlot } from '@foilkit/core';
import type { CardLook } from './resolve-look.js';
import type { TextureStore } from './texture-store.js';

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}

export interface CardTextureReports {
  /** The scan did not load: the card has nothing to draw. */
  readonly onScanFailed: (error: Error) => void;
  /** A surface texture did not load: drawn without its mask or plate the foil would be wrong. */
  readonly onBroken: (error: Error) => void;
}

/**
 * Binds a card's scan (to the foil and the plain material) and its surface's textures (mask,
 * ink, plate, atlas) from the shared store, releasing them when the card or its inputs change.
 * Returns whether the scan is bound, for the first-draw check.
 */
export function useCardTextures(
  materials: { readonly material: FoilMaterial | null; readonly plain: FoilMaterial },
  faceUrl: string,
  look: CardLook,
  store: TextureStore,
  invalidate: () => void,
  reports: CardTextureReports,
): RefObject<boolean> {
  const { material, plain } = materials;
  const reportsRef = useRef(reports);
  const lookRef = useRef(look);
  useEffect(() => {
    reportsRef.current = reports;
    lookRef.current = look;
  });

  const faceReady = useRef(false);
  useEffect(() => {
    faceReady.current = false;
    const held = store.acquire(faceUrl);
    let live = true;
    held.value.then(
      (texture) => {
        if (!live) return;
        material?.setTexture('face', texture);
        plain.setTexture('face', texture);
        faceReady.current = true;
        invalidate();
      },
      (err: unknown) => {
        if (live) reportsRef.current.onScanFailed(toError(err));
      },
    );
    return () => {
      live = false;
      material?.setTexture('face', null);
      plain.setTexture('face', null);
      held.release();
    };
  }, [material, plain, faceUrl, store, invalidate]);

  // Keyed by content: a parent that re-creates an equal surface object reloads nothing.
  const textureKey = JSON.stringify(look.textures);
  useEffect(() => {
    if (!material) return;
    const held: Array<() => void> = [];
    const slots = Object.keys(JSON.parse(textureKey) as object) as TextureSlot[];
    let live = true;
    loadSurfaceTextures(lookRef.current.textures, {
      url: lookRef.current.url,
      load: (url) => {
        const h = store.acquire(url);
        held.push(h.release);
        return h.value;
      },
    }).then(
      (textures) => {
        if (!live) return;
        for (const [slot, texture] of Object.entries(textures))
          material.setTexture(slot as TextureSlot, texture);
        invalidate();
      },
      (err: unknown) => {
        if (live) reportsRef.current.onBroken(toError(err));
      },
    );
    return () => {
      live = false;
      for (const slot of slots) material.setTexture(slot, null);
      for (const release of held) release();
    };
  }, [material, textureKey, store, invalidate]);

  return faceReady;
}
