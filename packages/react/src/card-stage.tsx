import { Suspense, useEffect, useId, useMemo, useRef, type CSSProperties } from 'react';
import { Canvas } from '@react-three/fiber';
import type { CardSceneProps } from './card-scene.js';
import { LazyCardScene, LazyCollectionView } from './lazy-canvas-parts.js';
import { SceneBoundary } from './scene-boundary.js';
import { useCollection } from './collection-context.js';
import { STAGE_INSET, STAGE_SIZE } from './stage-geometry.js';
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
// A canvas is a replaced element: it does not stretch between insets, so its box is given whole.
const SHARED_STAGE_STYLE: CSSProperties = {
  position: 'absolute',
  left: STAGE_INSET,
  top: STAGE_INSET,
  width: STAGE_SIZE,
  height: STAGE_SIZE,
  pointerEvents: 'none',
};

export type StageProps = Omit<CardSceneProps, 'store' | 'recipe'> & {
  /** The card wants its foil drawn (near the viewport, has a recipe, nothing failed). */
  readonly wanted: boolean;
  /** Whether foil can be drawn at all right now (WebGL, context, page switch). */
  readonly onAvailability: (available: boolean) => void;
  /** Lifted for inspection. Neither stage needs it: the lifted card's own z-index stacks it. */
  readonly raised: boolean;
};

/**
 * Inside a FoilCollection: a view drawn in the shared WebGL context and presented through a 2D
 * canvas of its own, in the card: the browser stacks, clips, transforms and hides it with the card.
 */
function SharedStage({ wanted, onAvailability, raised: _raised, ...scene }: StageProps) {
  const collection = useCollection();
  const stage = useRef<HTMLCanvasElement>(null);
  const key = useId();
  const available = collection?.foil ?? false;
  useEffect(() => onAvailability(available), [available, onAvailability]);
  const recipe = scene.look.recipe;
  if (!collection || !available || !wanted || recipe === null) return null;
  // The canvas stays in the card; the scene drawn into it lives in the collection's context.
  return (
    <>
      <canvas ref={stage} className="foilkit-stage" style={SHARED_STAGE_STYLE} />
      <collection.In>
        <SceneBoundary key={key} onError={(error) => scene.report({ kind: 'broken', error })}>
          <Suspense fallback={null}>
            <LazyCollectionView redraw={collection.redraw} target={stage}>
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
