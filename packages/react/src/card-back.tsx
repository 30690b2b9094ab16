import { useEffect, useMemo, useRef, useState } from 'react';
import { MeshBasicMaterial, type Texture } from 'three';
import { CARD_ASPECT } from './stage-geometry.js';
import type { TextureStore } from './texture-store.js';
import { useStageInvalidate } from './use-stage-invalidate.js';

/** The card's reverse: a plain image on a plane facing the other way, a hair behind the face. */
export function CardBack({
  url,
  store,
  onError,
}: {
  readonly url: string;
  readonly store: TextureStore;
  /** The back failed to load: the card simply has no back (turned over, it shows nothing). */
  readonly onError: (error: Error) => void;
}) {
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  const invalidate = useStageInvalidate();
  const [texture, setTexture] = useState<Texture | null>(null);
  const material = useMemo(
    () => (texture ? new MeshBasicMaterial({ map: texture, toneMapped: false }) : null),
    [texture],
  );
  useEffect(() => {
    if (!material) return;
    invalidate();
    return () => material.dispose();
  }, [material, invalidate]);
  useEffect(() => {
    const held = store.acquire(url, 'back');
    let live = true;
    held.value.then(
      (t) => {
        if (live) setTexture(t);
      },
      (err: unknown) => {
        if (live)
          onErrorRef.current(new Error(`FoilCard: the card back ${url} failed to load`, { cause: err }));
      },
    );
    return () => {
      live = false;
      held.release();
    };
  }, [url, store]);
  if (!material) return null;
  return (
    <mesh material={material} rotation={[0, Math.PI, 0]} position={[0, 0, -0.002]}>
      <planeGeometry args={[1, CARD_ASPECT]} />
    </mesh>
  );
}
