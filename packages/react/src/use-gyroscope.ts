import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { sanitizeTilt, type Tilt } from './sanitize-tilt.js';

/**
 * - `off`: not wanted (prop false, or reduced motion).
 * - `unavailable`: no sensor, or no reading yet: the pointer drives.
 * - `needs-permission`: iOS; a tap on the card (or `requestGyroscope()` from a gesture) asks.
 * - `denied`: the user or the browser said no: the pointer drives.
 * - `active`: readings arrive and drive the tilt.
 */
export type GyroscopeState = 'off' | 'unavailable' | 'needs-permission' | 'denied' | 'active';

export type GyroscopeMode = 'auto' | boolean;

/** Degrees of device rotation, from the calibrated rest, that reach full tilt. */
const FULL_TILT_DEG = 20;

interface PermissionApi {
  requestPermission?: () => Promise<'granted' | 'denied' | 'default'>;
}

type Sensor = 'none' | 'ask' | 'open';

function permissionApi(): PermissionApi | null {
  if (typeof window === 'undefined' || !('DeviceOrientationEvent' in window)) return null;
  return window.DeviceOrientationEvent as unknown as PermissionApi;
}

/** A grant lasts for the page; a second card need not ask again. */
let grantedThisPage = false;

function sensor(): Sensor {
  const api = permissionApi();
  if (!api) return 'none';
  return typeof api.requestPermission === 'function' && !grantedThisPage ? 'ask' : 'open';
}

const never = () => () => undefined;

export interface GyroscopeControl {
  readonly state: GyroscopeState;
  /** Call from a user gesture. Never rejects: the outcome is the new state. */
  request(): Promise<GyroscopeState>;
}

/**
 * deviceorientation as a tilt source: calibrated to the first reading after activation, clamped
 * to the tilt range and applied at most once per animation frame.
 */
export function useGyroscope(
  mode: GyroscopeMode,
  reducedMotion: boolean,
  drive: (tilt: Tilt) => void,
  onChange?: (state: GyroscopeState) => void,
): GyroscopeControl {
  const found = useSyncExternalStore(never, sensor, (): Sensor => 'none');
  const [answer, setAnswer] = useState<'granted' | 'denied' | null>(null);
  const [reading, setReading] = useState(false);
  const driveRef = useRef(drive);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    driveRef.current = drive;
    onChangeRef.current = onChange;
  });
  const wanted = mode !== false && !reducedMotion;
  // Listen even before asking: browsers that expose requestPermission but grant without a
  // prompt (Chromium) deliver readings at once, and then there is nothing to ask.
  const listening = wanted && found !== 'none' && answer !== 'denied';
  const state: GyroscopeState = !wanted
    ? 'off'
    : found === 'none'
      ? 'unavailable'
      : reading
        ? 'active'
        : answer === 'denied'
          ? 'denied'
          : found === 'ask' && answer !== 'granted'
            ? 'needs-permission'
            : 'unavailable';

  useEffect(() => {
    onChangeRef.current?.(state);
  }, [state]);

  useEffect(() => {
    if (!listening) return;
    let rest: { beta: number; gamma: number } | null = null;
    let pending: Tilt | null = null;
    let frame = 0;
    const flush = () => {
      frame = 0;
      if (pending) driveRef.current(pending);
      pending = null;
    };
    const onReading = (event: DeviceOrientationEvent) => {
      const { beta, gamma } = event;
      if (typeof beta !== 'number' || typeof gamma !== 'number') return;
      if (!Number.isFinite(beta) || !Number.isFinite(gamma)) return;
      if (!rest) {
        rest = { beta, gamma };
        setReading(true);
      }
      // Tipping the device's right side down turns the card's right edge toward the viewer.
      pending = sanitizeTilt({
        x: (gamma - rest.gamma) / FULL_TILT_DEG,
        y: -(beta - rest.beta) / FULL_TILT_DEG,
      });
      if (!frame) frame = requestAnimationFrame(flush);
    };
    window.addEventListener('deviceorientation', onReading);
    return () => {
      window.removeEventListener('deviceorientation', onReading);
      if (frame) cancelAnimationFrame(frame);
      setReading(false);
    };
  }, [listening]);

  const request = useCallback(async (): Promise<GyroscopeState> => {
    const api = permissionApi();
    if (!wanted) return 'off';
    if (!api) return 'unavailable';
    if (typeof api.requestPermission !== 'function' || grantedThisPage) {
      setAnswer('granted');
      return 'unavailable';
    }
    let result: string;
    try {
      // Must run inside the gesture's task: nothing is awaited before this call.
      result = await api.requestPermission();
    } catch {
      result = 'denied';
    }
    if (result === 'granted') grantedThisPage = true;
    setAnswer(result === 'granted' ? 'granted' : 'denied');
    return result === 'granted' ? 'unavailable' : 'denied';
  }, [wanted]);

  return { state, request };
}

/** For tests: forget a page-wide grant. */
export function resetGyroscopePermission(): void {
  grantedThisPage = false;
}
