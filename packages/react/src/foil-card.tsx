import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { CardBoundary } from './card-boundary.js';
import { CardStage } from './card-stage.js';
import type { CardLookProps } from './card-look-props.js';
import type { SceneReport } from './card-scene.js';
import { useCollection } from './collection-context.js';
import { useFoilSettings } from './foil-settings.js';
import { useCardLook } from './use-card-look.js';
import { MotionButton } from './motion-button.js';
import { PlainScan, type PlainOutcome } from './plain-scan.js';
import { scanFailure } from './scan-failure.js';
import { LEVEL, sanitizeDegrees, sanitizeTilt, type Tilt } from './sanitize-tilt.js';
import { CARD_ASPECT, DEFAULT_MAX_TILT_DEG } from './stage-geometry.js';
import { useGyroscope, type GyroscopeMode, type GyroscopeState } from './use-gyroscope.js';
import { useInspect } from './use-inspect.js';
import { useKeyboardTilt } from './use-keyboard-tilt.js';
import { useNearViewport } from './use-near-viewport.js';
import { usePointerTilt } from './use-pointer-tilt.js';
import { useReducedMotion } from './use-reduced-motion.js';
import { useShowcase } from './use-showcase.js';
import { useTiltSpring } from './use-tilt-spring.js';

/** Under `prefers-reduced-motion: reduce` the card rests here: a still frame that shows the foil. */
export const BEST_ANGLE: Tilt = { x: 0.35, y: 0.25 };

export interface FoilCardHandle {
  /** Sends the card toward a tilt (-1..1 per axis; sanitised). */
  setTilt(tilt: Partial<Tilt>): void;
  /** Back to rest (level, or BEST_ANGLE under reduced motion), face up, not inspected. */
  reset(): void;
  /** Asks for the gyroscope (iOS: call from a user gesture). Never rejects. */
  requestGyroscope(): Promise<GyroscopeState>;
  /** Lifts the card for inspection (true), puts it back (false), or toggles (no argument). */
  inspect(open?: boolean): void;
}

export interface FoilCardProps extends CardLookProps {
  /** The scan's URL. Required. */
  readonly src: string;
  /** What the card shows, for the accessible name and the fallbacks. Required. */
  readonly alt: string;
  /** Card-back image URL, shown when an inspected card is turned past 90 degrees. Default: none. */
  readonly back?: string;
  /** Largest tilt in degrees (0..60). Default 16. */
  readonly maxTilt?: number;
  /**
   * Device orientation as a tilt source. Default 'auto': used where it exists; where the browser
   * asks permission (iOS), a tap on the card asks. `true` also shows a "Tilt with motion" button
   * while permission is needed. `false` never listens.
   */
  readonly gyroscope?: GyroscopeMode;
  /** Controlled tilt: when set, the card goes here and ignores pointer and gyroscope. Default: none. */
  readonly tilt?: Partial<Tilt>;
  /** Idle showcase sway. Default false; never under reduced motion. */
  readonly showcase?: boolean;
  /** Told about every failure (scan, texture, shader, data); the card falls back, never breaks. */
  readonly onError?: (error: Error) => void;
  /** Told about every gyroscope state change. */
  readonly onGyroscopeChange?: (state: GyroscopeState) => void;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly ref?: Ref<FoilCardHandle>;
  /**
   * The site's own content over the card (a price, a badge, an "owned" tick), laid out in a box
   * over the card (`position: absolute; inset: 0`), above the foil and the plain image alike.
   * Default: none.
   */
  readonly children?: ReactNode;
}

// After the stage in the card's own stacking context: over the foil, as over the plain image.
const OVERLAY_STYLE: CSSProperties = { position: 'absolute', inset: 0 };

type Failure = 'scan' | 'broken' | null;

/** A foil card: WebGL foil in a perspective stage, a plain image until then and whenever it cannot. */
export function FoilCard(props: FoilCardProps) {
  const { src, alt, className, style, onError } = props;
  return (
    <CardBoundary
      src={src}
      alt={alt}
      className={className}
      style={style}
      onError={(error) => onError?.(error)}
      resetKeys={[src, props.printing, props.surface, props.recipe, props.uniforms, props.canon, props.back]}
    >
      <CardBody {...props} />
    </CardBoundary>
  );
}

function CardBody(props: FoilCardProps) {
  const { src, alt, back, gyroscope = 'auto', tilt, showcase = false, className, style, ref } = props;
  const settings = useFoilSettings();
  const collection = useCollection();
  const reducedMotion = useReducedMotion();
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);
  const maxTiltRad = (sanitizeDegrees(props.maxTilt, DEFAULT_MAX_TILT_DEG) * Math.PI) / 180;
  const drive = useTiltSpring(reducedMotion);
  const maxTilt = useRef(maxTiltRad);
  useLayoutEffect(() => {
    maxTilt.current = maxTiltRad;
    drive.nudge();
  });

  const rest = reducedMotion ? BEST_ANGLE : LEVEL;
  const restRef = useRef(rest);
  useLayoutEffect(() => {
    restRef.current = rest;
  });
  const controlled = tilt !== undefined;

  const onErrorRef = useRef(props.onError);
  useEffect(() => {
    onErrorRef.current = props.onError;
  });
  const reported = useRef(new Set<string>());
  const tell = useCallback((error: Error) => {
    if (reported.current.has(error.message)) return;
    reported.current.add(error.message);
    onErrorRef.current?.(error);
  }, []);

  // Failure and first draw belong to one scan: a new `src` starts clean without an effect.
  const [failed, setFailed] = useState<{ src: string; kind: NonNullable<Failure> } | null>(null);
  const [plainOutcome, setPlainOutcome] = useState<{ src: string; outcome: PlainOutcome } | null>(null);
  const [textureError, setTextureError] = useState<{ src: string; error: Error } | null>(null);
  const scan = useMemo(
    () =>
      scanFailure(
        src,
        plainOutcome?.src === src ? plainOutcome.outcome : null,
        textureError?.src === src ? textureError.error : null,
      ),
    [src, plainOutcome, textureError],
  );
  useEffect(() => {
    if (scan?.error) tell(scan.error);
  }, [scan, tell]);
  const [drawnSrc, setDrawnSrc] = useState<string | null>(null);
  const drawn = drawnSrc === src;
  const [available, setAvailable] = useState(false);
  const onAvailability = useCallback((now: boolean) => {
    setAvailable(now);
    // Drawn again only after the next frame of a rebuilt stage.
    if (!now) setDrawnSrc(null);
  }, []);
  const [focusRing, setFocusRing] = useState(false);

  const look = useCardLook(props, settings, tell);
  // A missing or CORS-less scan first, then the scene's own failures, then a printing that
  // cannot be read (its card draws no recipe and says why).
  const failure: Failure =
    scan?.kind ??
    (failed?.src === src ? failed.kind : null) ??
    (look.problem && !look.recipe ? 'broken' : null);

  const report = useCallback(
    (r: SceneReport) => {
      if (r.kind === 'drawn') setDrawnSrc(src);
      // Told once the plain image has settled too: only it can tell a missing scan from CORS.
      else if (r.kind === 'scan-failed') setTextureError({ src, error: r.error });
      else {
        tell(r.error);
        if (r.kind === 'broken') setFailed({ src, kind: 'broken' });
      }
    },
    [tell, src],
  );

  // Rest pose follows reduced motion; a controlled card follows its prop instead.
  useEffect(() => {
    if (!controlled) drive.to(restRef.current);
  }, [drive, controlled, reducedMotion]);
  useEffect(() => {
    if (controlled) drive.to(sanitizeTilt(tilt));
  }, [drive, controlled, tilt?.x, tilt?.y]); // eslint-disable-line react-hooks/exhaustive-deps

  const toRest = useCallback(() => drive.to(restRef.current), [drive]);
  const gyro = useGyroscope(gyroscope, reducedMotion, drive.to, props.onGyroscopeChange);
  const pointer = usePointerTilt(!controlled && gyro.state !== 'active', drive.to, toRest);
  useShowcase(showcase && !reducedMotion && !controlled, drive);
  const inspect = useInspect(root, drive, reducedMotion, collection ? collection.invalidate : null);

  const handle = useMemo<FoilCardHandle>(
    () => ({
      setTilt: (t) => drive.to(t),
      reset: () => {
        inspect.setOpen(false);
        drive.to(restRef.current);
      },
      requestGyroscope: gyro.request,
      inspect: (open) => inspect.setOpen(open ?? !inspect.open),
    }),
    [drive, gyro.request, inspect],
  );
  useImperativeHandle(ref, () => handle, [handle]);

  const onKeyDown = useKeyboardTilt(
    useMemo(
      () => ({
        current: drive.target,
        drive: drive.to,
        level: () => (inspect.open ? inspect.setOpen(false) : drive.to(restRef.current)),
        inspect: () => inspect.setOpen(!inspect.open),
      }),
      [drive, inspect],
    ),
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (inspect.consumeDrag()) return;
    // iOS asks for motion only inside a gesture: the first tap asks instead of inspecting
    // (a mouse click asks too, and still inspects: a mouse user is rarely holding a gyroscope).
    if (gyro.state === 'needs-permission') {
      void gyro.request();
      if ((event.nativeEvent as { pointerType?: string }).pointerType !== 'mouse') return;
    }
    if (event.button === 0) inspect.setOpen(!inspect.open);
  };

  const wanted = near && look.recipe !== null && failure === null;
  const showFoil = wanted && available && drawn;
  const rootStyle: CSSProperties = {
    position: 'relative',
    aspectRatio: `${1} / ${CARD_ASPECT}`,
    containerType: 'inline-size',
    touchAction: 'pan-y',
    outline: focusRing ? '3px solid Highlight' : undefined,
    outlineOffset: focusRing ? 4 : undefined,
    ...inspect.style,
    ...style,
  };

  return (
    <div
      ref={root}
      className={className}
      style={rootStyle}
      role="img"
      aria-label={alt}
      tabIndex={0}
      data-foil={failure ?? (showFoil ? 'foil' : 'plain')}
      data-inspecting={inspect.open || undefined}
      onPointerMove={(e: PointerEvent<HTMLDivElement>) => {
        inspect.dragHandlers.onPointerMove(e);
        pointer.onPointerMove(e);
      }}
      onPointerDown={inspect.dragHandlers.onPointerDown}
      onPointerUp={inspect.dragHandlers.onPointerUp}
      onPointerLeave={pointer.onPointerLeave}
      onPointerCancel={pointer.onPointerCancel}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onFocus={(e: FocusEvent<HTMLDivElement>) => setFocusRing(e.currentTarget.matches(':focus-visible'))}
      onBlur={() => setFocusRing(false)}
    >
      {gyroscope === true && gyro.state === 'needs-permission' && (
        <MotionButton onRequest={() => void gyro.request()} />
      )}
      <PlainScan
        src={src}
        alt={alt}
        failed={failure === 'scan'}
        hidden={showFoil}
        drive={drive}
        maxTilt={maxTilt}
        onOutcome={(outcome) => setPlainOutcome({ src, outcome })}
      />
      <CardStage
        wanted={wanted}
        onAvailability={onAvailability}
        raised={inspect.open}
        look={look}
        faceUrl={src}
        backUrl={back}
        drive={drive}
        maxTilt={maxTilt}
        report={report}
      />
      {props.children != null && (
        <div className="foilkit-overlay" style={OVERLAY_STYLE}>
          {props.children}
        </div>
      )}
    </div>
  );
}
