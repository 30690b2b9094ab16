import { useEffect, useMemo, useRef } from 'react';
import { useSpring, type SpringValue } from '@react-spring/web';
import { clampTilt, sanitizeTilt, type Tilt } from './sanitize-tilt.js';

/** Springy, with a little overshoot: the card settles like a real card on a fingertip. */
const LIVELY = { tension: 260, friction: 20 };
/** Critically damped and quick: under reduced motion the card goes where it is sent, no bounce. */
const STEADY = { tension: 400, friction: 50, clamp: true };

/**
 * The one source of truth for a card's tilt. Pointer, gyroscope, keys and code set its target;
 * the foil uniforms, the mesh rotation, the view vector and the fallback's CSS transform all
 * read its current value, so they can never disagree. Changes never re-render React.
 */
export interface TiltDrive {
  readonly x: SpringValue<number>;
  readonly y: SpringValue<number>;
  /** Extra turn about the vertical axis in radians (inspect mode: past pi/2 shows the back). */
  readonly turn: SpringValue<number>;
  /** Turns the card by `radians` about its vertical axis (finite values only). */
  turnTo(radians: number, immediate?: boolean): void;
  /** Sends the card toward `target` (sanitised); `immediate` jumps there. */
  to(target: Partial<Tilt>, immediate?: boolean): void;
  /** The current (eased) value, sanitised. */
  current(): Tilt;
  /** The same, written into `out`: for the per-frame path, which must not allocate. */
  sample(out: { x: number; y: number }): { x: number; y: number };
  /** Where the card is heading. */
  target(): Tilt;
  /** Tells subscribers to read again (a setting they read, like the max tilt, changed). */
  nudge(): void;
  /** Called on every change of the eased value; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function useTiltSpring(reducedMotion: boolean, limit = 1): TiltDrive {
  const listeners = useRef(new Set<() => void>());
  const steady = useRef(reducedMotion);
  useEffect(() => {
    steady.current = reducedMotion;
  }, [reducedMotion]);
  const [springs, api] = useSpring(() => ({
    x: 0,
    y: 0,
    turn: 0,
    config: LIVELY,
    onChange: () => {
      for (const listener of listeners.current) listener();
    },
  }));
  return useMemo<TiltDrive>(
    () => ({
      x: springs.x,
      y: springs.y,
      turn: springs.turn,
      turnTo(radians, immediate = false) {
        if (!Number.isFinite(radians)) return;
        void api.start({ turn: radians, immediate, config: steady.current ? STEADY : LIVELY });
      },
      to(target, immediate = false) {
        const t = sanitizeTilt({ x: target.x ?? springs.x.goal, y: target.y ?? springs.y.goal }, limit);
        void api.start({ x: t.x, y: t.y, immediate, config: steady.current ? STEADY : LIVELY });
      },
      current() {
        return sanitizeTilt({ x: springs.x.get(), y: springs.y.get() }, limit);
      },
      sample(out) {
        out.x = clampTilt(springs.x.get(), limit);
        out.y = clampTilt(springs.y.get(), limit);
        return out;
      },
      target() {
        return sanitizeTilt({ x: springs.x.goal, y: springs.y.goal }, limit);
      },
      nudge() {
        for (const listener of listeners.current) listener();
      },
      subscribe(listener) {
        const set = listeners.current;
        set.add(listener);
        return () => {
          set.delete(listener);
        };
      },
    }),
    [springs, api, limit],
  );
}
