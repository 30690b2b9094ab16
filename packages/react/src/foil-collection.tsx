import { Suspense, useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { Canvas, type RootState } from '@react-three/fiber';
import tunnel from 'tunnel-rat';
import type { AdaptiveResolutionOptions } from './adaptive-resolution.js';
import {
  CollectionContext,
  requestFullRedraw,
  requestMeasure,
  type CollectionValue,
  type RedrawRequest,
} from './collection-context.js';
import { FoilProvider, type FoilProviderProps } from './foil-provider.js';
import { LazyAdaptiveResolution, LazyScissoredRedraw } from './lazy-canvas-parts.js';
import { TextureStore } from './texture-store.js';
import { useContextLoss } from './use-context-loss.js';
import { useFoilEnabled } from './use-foil-enabled.js';
import { useWebGL } from './use-webgl.js';

export interface FoilCollectionProps extends FoilProviderProps {
  /** Class of the wrapper around the cards. Default: none. */
  readonly className?: string;
  /** Style of the wrapper around the cards. Default: none. */
  readonly style?: CSSProperties;
  /**
   * Style of the shared WebGL canvas's wrapper, merged over the default (a hidden, fixed,
   * viewport-sized work surface; cards are presented through canvases of their own).
   */
  readonly canvasStyle?: CSSProperties;
  /**
   * Lower the render scale (device pixel ratio) while frames run long; `true` for the defaults
   * (a 1000/30 ms budget, down to half the device ratio). Changes resolution only. Default off.
   */
  readonly adaptiveResolution?: boolean | AdaptiveResolutionOptions;
  /** The react-three-fiber root state once the shared canvas exists (renderer, invalidate). */
  readonly onCreated?: (state: RootState) => void;
  readonly children?: ReactNode;
}

// The work surface: never shown. Viewport-sized, so any card on screen fits in it at once.
const CANVAS_STYLE: CSSProperties = {
  position: 'fixed',
  left: 0,
  top: 0,
  width: '100vw',
  height: '100vh',
  visibility: 'hidden',
  pointerEvents: 'none',
};

/**
 * Any number of FoilCards drawn in one WebGL context, because a page gets only 16. Each card is
 * presented through a 2D canvas of its own in its place in the DOM, so the browser stacks,
 * clips, transforms and hides it as it does any image, and the site's own content over a card
 * stays over it. Frames run only when a card moves, loads, or the page scrolls or resizes, and
 * a frame draws only the cards that changed. Each collection has its own tunnel, so several may
 * share a page (each is one WebGL context).
 */
export function FoilCollection({
  className,
  style,
  canvasStyle,
  onCreated,
  adaptiveResolution = false,
  children,
  ...settings
}: FoilCollectionProps) {
  const ready = useWebGL();
  const foilEnabled = useFoilEnabled();
  const store = useMemo(() => new TextureStore(), []);
  const views = useMemo(() => tunnel(), []);
  const redraw = useMemo<RedrawRequest>(() => ({ all: true, measure: true }), []);
  const root = useRef<RootState | null>(null);
  const { lost, watch } = useContextLoss();
  const canvas = ready && foilEnabled;

  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!canvas) return;
    // A scroll moves the cards' canvases with the page: nothing to redraw, but a card that
    // changed while off screen is drawn once it comes into view.
    const scrolled = () => root.current?.invalidate();
    const redrawAll = () => {
      requestFullRedraw(redraw);
      root.current?.invalidate();
    };
    const remeasure = () => {
      requestMeasure(redraw);
      root.current?.invalidate();
    };
    addEventListener('scroll', scrolled, { passive: true, capture: true });
    addEventListener('resize', redrawAll, { passive: true });
    // The grid can reflow without the window changing (content above it, a sidebar).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(remeasure);
    if (wrapper.current) observer?.observe(wrapper.current);
    return () => {
      removeEventListener('scroll', scrolled, { capture: true });
      removeEventListener('resize', redrawAll);
      observer?.disconnect();
    };
  }, [canvas, redraw]);

  const value = useMemo<CollectionValue>(
    () => ({
      foil: canvas && !lost,
      canvas,
      store,
      redraw,
      In: views.In,
      invalidate: () => {
        requestMeasure(redraw);
        root.current?.invalidate();
      },
    }),
    [canvas, lost, store, views, redraw],
  );

  return (
    <FoilProvider {...settings}>
      <CollectionContext.Provider value={value}>
        <div ref={wrapper} className={className} style={style}>
          {children}
        </div>
        {canvas && (
          <Canvas
            frameloop="demand"
            style={{ ...CANVAS_STYLE, ...canvasStyle }}
            // Read back in the frame that drew it: nothing needs keeping between frames. Not
            // multisampled: reading a multisampled canvas back costs a resolve as dear as the
            // cards (a quarter of a 36-card frame on SwiftShader); the cards antialias their own
            // outline instead (useEdgeAntialias).
            gl={{ alpha: true, antialias: false }}
            onCreated={(state) => {
              root.current = state;
              watch(state);
              // A restored context lost every program and texture: draw every card again.
              state.gl.domElement.addEventListener('webglcontextrestored', () => requestFullRedraw(redraw));
              onCreated?.(state);
            }}
          >
            <Suspense fallback={null}>
              <LazyScissoredRedraw redraw={redraw} />
              {adaptiveResolution && (
                <LazyAdaptiveResolution {...(adaptiveResolution === true ? {} : adaptiveResolution)} />
              )}
            </Suspense>
            <views.Out />
          </Canvas>
        )}
      </CollectionContext.Provider>
    </FoilProvider>
  );
}
