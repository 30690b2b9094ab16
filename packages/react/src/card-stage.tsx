import { Suspense, useEffect, useId, useMemo, useRef, type CSSProperties } from 'react';
import { Canvas } from '@react-three/fiber';
import type { CardSceneProps } from './card-scene.js';
import { LazyCardScene, LazyCollectionView } from './lazy-canvas-parts.js';
import { SceneBoundary } from './scene-boundary.js';
import { useCollection } from './collection-context.js';
import { STAGE_INSET } from './stage-geometry.js';
import { TextureStore } from './texture-store.js';
import { useContextLoss } from './use-context-loss.js';
import { useFoilEnabled } from './use-foil-enabled.js';
import { useWebGL } from './use-webgl.js';

const STAGE_STYLE: CSSProperties = { position: 'absolute', inset: STAGE_INSET, pointerEvents: 'none' };
/**
 * R3F's canvas wrapper is `width: 100%; height: 100%` unless told otherwise, which would keep
 * the card's own canvas the card's size (shifted by the inset) instead of the grown stage.
 */
const OWN_STAGE_STYLE: CSSProperties = { ...STAGE_STYLE, width: 'auto', height: 'auto' };

export type StageProps = Omit<CardSceneProps, 'store' | 'recipe'> & {
  /** The card wants its foil drawn (near the viewport, has a recipe, nothing failed). */
  readonly wanted: boolean;
  /** Whether foil can be drawn at all right now (WebGL, context, page switch). */
  readonly onAvailability: (available: boolean) => void;
  /** Drawn after the other cards (an inspected card sits above its neighbours). */
  readonly raised: boolean;
};

/** Inside a FoilCollection: a view drawn into the shared canvas. */
function SharedStage({ wanted, onAvailability, raised, ...scene }: StageProps) {
  const collection = useCollection();
  const stage = useRef<HTMLDivElement>(null);
  const key = useId();
  const available = collection?.foil ?? false;
  useEffect(() => onAvailability(available), [available, onAvailability]);
  const recipe = scene.look.recipe;
  if (!collection || !available || !wanted || recipe === null) return null;
  // The box stays in the card; the View that tracks it renders inside the collection's canvas.
  return (
    <>
      <div ref={stage} className="foilkit-stage" style={STAGE_STYLE} />
      <collection.In>
        <SceneBoundary key={key} onError={(error) => scene.report({ kind: 'broken', error })}>
          <Suspense fallback={null}>
            <LazyCollectionView redraw={collection.redraw} track={stage} index={raised ? 2 : 1}>
              <LazyCardScene {...scene} recipe={recipe} store={collection.store} />
            </LazyCollectionView>
          </Suspense>
        </SceneBoundary>
      </collection.In>
    </>
  );
}

/** Alone on the page: a canvas of its own, just over the card (fine for one hero card). */
function OwnStage({ wanted, onAvailability, raised: _raised, ...scene }: StageProps) {
  const webgl = useWebGL();
  const foilEnabled = useFoilEnabled();
  const { lost, watch } = useContextLoss();
  const store = useMemo(() => new TextureStore(), []);
  const available = webgl && foilEnabled && !lost;
  useEffect(() => onAvailability(available), [available, onAvailability]);
  // The canvas stays through a context loss so three can restore into it.
  const recipe = scene.look.recipe;
  if (!webgl || !foilEnabled || !wanted || recipe === null) return null;
  return (
    <Canvas
      frameloop="demand"
      className="foilkit-stage"
      style={OWN_STAGE_STYLE}
      gl={{ alpha: true, antialias: true }}
      onCreated={watch}
    >
      {!lost && (
        <SceneBoundary onError={(error) => scene.report({ kind: 'broken', error })}>
          <Suspense fallback={null}>
            <LazyCardScene {...scene} recipe={recipe} store={store} />
          </Suspense>
        </SceneBoundary>
      )}
    </Canvas>
  );
}

export function CardStage(props: StageProps) {
  return useCollection() ? <SharedStage {...props} /> : <OwnStage {...props} />;
}
