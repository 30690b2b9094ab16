import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type RefObject,
} from 'react';
import type { TiltDrive } from './use-tilt-spring.js';

/** The lifted card covers at most this share of the viewport. */
const LIFT_FILL = 0.8;
const LIFT_MS = 300;

export interface InspectControl {
  readonly open: boolean;
  setOpen(open: boolean): void;
  /** Style for the card root: the lift to the viewport centre. */
  readonly style: CSSProperties | undefined;
  /** True once after a pointer sequence that turned the card: its click is not a toggle. */
  consumeDrag(): boolean;
  readonly dragHandlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
  };
}

/**
 * Inspect: the card lifts to the viewport centre, larger; dragging turns it (past 90 degrees its
 * back shows); Esc, a click outside, or a scroll puts it back. `redraw` asks the shared canvas
 * for frames while the lift runs, since a CSS transition moves the card under it.
 */
export function useInspect(
  root: RefObject<HTMLElement | null>,
  drive: TiltDrive,
  reducedMotion: boolean,
  redraw: (() => void) | null,
): InspectControl {
  const [lift, setLift] = useState<{ dx: number; dy: number; scale: number } | null>(null);
  const drag = useRef<{ id: number; x: number; turn: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const consumeDrag = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  const setOpen = useCallback(
    (open: boolean) => {
      const el = root.current;
      if (!open || !el) {
        setLift(null);
        drive.turnTo(0);
        return;
      }
      const box = el.getBoundingClientRect();
      if (box.width <= 0 || box.height <= 0) return;
      const scale = Math.max(
        1,
        Math.min((innerWidth * LIFT_FILL) / box.width, (innerHeight * LIFT_FILL) / box.height),
      );
      setLift({
        dx: innerWidth / 2 - (box.left + box.width / 2),
        dy: innerHeight / 2 - (box.top + box.height / 2),
        scale,
      });
    },
    [root, drive],
  );

  const open = lift !== null;
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const scrolled = () => setOpen(false);
    document.addEventListener('pointerdown', outside, true);
    addEventListener('scroll', scrolled, { passive: true, capture: true });
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      removeEventListener('scroll', scrolled, { capture: true });
    };
  }, [open, root, setOpen]);

  // The lift is a CSS transition under a canvas that draws on demand: ask for its frames, only
  // when the lift actually changed (not on mount, which would cost every card frames).
  const shown = useRef(lift);
  useEffect(() => {
    if (!redraw || shown.current === lift) return;
    shown.current = lift;
    const end = performance.now() + (reducedMotion ? 0 : LIFT_MS) + 50;
    let frame = requestAnimationFrame(function step(now) {
      redraw();
      if (now < end) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [lift, redraw, reducedMotion]);

  const style = useMemo<CSSProperties | undefined>(
    () =>
      lift
        ? {
            transform: `translate(${lift.dx}px, ${lift.dy}px) scale(${lift.scale})`,
            transition: reducedMotion ? 'none' : `transform ${LIFT_MS}ms ease-out`,
            zIndex: 2,
          }
        : reducedMotion
          ? undefined
          : { transition: `transform ${LIFT_MS}ms ease-out` },
    [lift, reducedMotion],
  );

  const dragHandlers = useMemo(
    () => ({
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (!open) return;
        drag.current = { id: event.pointerId, x: event.clientX, turn: drive.turn.goal, moved: false };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const d = drag.current;
        if (!d || d.id !== event.pointerId) return;
        const width = event.currentTarget.getBoundingClientRect().width || 1;
        // Dragging across the whole card turns it half a revolution.
        const dx = event.clientX - d.x;
        if (Math.abs(dx) > 3) d.moved = true;
        drive.turnTo(d.turn + (dx / width) * Math.PI, true);
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const d = drag.current;
        if (!d || d.id !== event.pointerId) return;
        drag.current = null;
        dragged.current = d.moved;
        // Settle face up or face down, whichever is nearer.
        drive.turnTo(Math.round(drive.turn.get() / Math.PI) * Math.PI);
      },
    }),
    [open, drive],
  );

  return { open, setOpen, style, consumeDrag, dragHandlers };
}
