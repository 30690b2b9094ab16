import { Vector3, type IUniform } from 'three';
import { clampToBounds, type GlobalUniformName } from '../contract/derive.js';
import { UNIFORM_RUNTIME } from '../contract/uniform-runtime.js';

/**
 * Page-wide foil state (the "global" uniform scope). One uniform object per page-wide uniform is
 * shared by every foil material on purpose, so a single write reaches every card without
 * rebuilding anything: the kill switch, the page multiplier and the lamp.
 */
const state = { enabled: true, intensity: 1 };

type Vec3 = readonly [number, number, number];

/** The page's lamp: one light for every card, as a desk lamp lights every card on the table. */
export interface FoilLamp {
  /** false: no lamp; the shared specular is the pre-lamp tilt band (byte-identical to before). */
  readonly on: boolean;
  /** Relative to the viewer's eye, in card widths: x right, y up, z back (away from the card). */
  readonly position: Vec3;
  /** Angular radius seen from the card, radians. */
  readonly size: number;
  /** Linear RGB. */
  readonly color: Vec3;
  readonly intensity: number;
}

const defaultVec3 = (name: 'uLampPos' | 'uLampColor'): Vector3 => {
  const d = UNIFORM_RUNTIME[name].default as Vec3;
  return new Vector3(d[0], d[1], d[2]);
};
const defaultFloat = (name: GlobalUniformName): number => UNIFORM_RUNTIME[name].default as number;

export const foilGlobals: {
  readonly uGlobalIntensity: { value: number };
  readonly uLampOn: { value: number };
  readonly uLampPos: { value: Vector3 };
  readonly uLampSize: { value: number };
  readonly uLampColor: { value: Vector3 };
  readonly uLampIntensity: { value: number };
} = {
  uGlobalIntensity: { value: 1 },
  uLampOn: { value: defaultFloat('uLampOn') },
  uLampPos: { value: defaultVec3('uLampPos') },
  uLampSize: { value: defaultFloat('uLampSize') },
  uLampColor: { value: defaultVec3('uLampColor') },
  uLampIntensity: { value: defaultFloat('uLampIntensity') },
};

/** The shared uniform object of a page-wide uniform (materials bind these, never copies). */
export function globalUniform(name: GlobalUniformName): IUniform {
  return foilGlobals[name];
}

const listeners = new Set<() => void>();

function publish(): void {
  foilGlobals.uGlobalIntensity.value = state.enabled ? state.intensity : 0;
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` after every page-wide change, so a host that swaps whole elements (a plain
 * image instead of a canvas when foil is off) can follow. Returns the unsubscribe function.
 */
export function subscribeFoilGlobals(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Kill switch: false shows every card as its plain scan, instantly, with no rebuild. */
export function setFoilEnabled(enabled: boolean): void {
  state.enabled = enabled;
  publish();
}

/** Page-wide multiplier on every card's intensity, 0..1 (clamped). */
export function setGlobalFoilIntensity(intensity: number): void {
  if (!Number.isFinite(intensity))
    throw new Error(`foilkit: global foil intensity must be a finite number, got ${intensity}`);
  state.intensity = Math.min(1, Math.max(0, intensity));
  publish();
}

export function getFoilGlobals(): Readonly<{ enabled: boolean; intensity: number }> {
  return { ...state };
}

function finite(what: string, v: number): number {
  if (!Number.isFinite(v)) throw new Error(`foilkit: lamp ${what} must be finite, got ${v}`);
  return v;
}

function writeVec3(name: 'uLampPos' | 'uLampColor', what: string, v: Vec3): void {
  if (!Array.isArray(v) || v.length !== 3) throw new Error(`foilkit: lamp ${what} takes three numbers`);
  const range = UNIFORM_RUNTIME[name].range;
  foilGlobals[name].value.set(
    clampToBounds(finite(what, v[0]), range),
    clampToBounds(finite(what, v[1]), range),
    clampToBounds(finite(what, v[2]), range),
  );
}

/**
 * Moves, resizes, recolours or switches the page's lamp. Values are clamped into the uniform
 * table's ranges; a non-finite one throws and changes nothing after it. Unnamed fields keep
 * their value.
 */
export function setFoilLamp(lamp: Partial<FoilLamp>): void {
  if (lamp.on !== undefined) foilGlobals.uLampOn.value = lamp.on ? 1 : 0;
  if (lamp.position !== undefined) writeVec3('uLampPos', 'position', lamp.position);
  if (lamp.color !== undefined) writeVec3('uLampColor', 'color', lamp.color);
  if (lamp.size !== undefined)
    foilGlobals.uLampSize.value = clampToBounds(finite('size', lamp.size), UNIFORM_RUNTIME.uLampSize.range);
  if (lamp.intensity !== undefined)
    foilGlobals.uLampIntensity.value = clampToBounds(
      finite('intensity', lamp.intensity),
      UNIFORM_RUNTIME.uLampIntensity.range,
    );
  publish();
}

/** The lamp back to the uniform table's defaults. */
export function resetFoilLamp(): void {
  const pos = UNIFORM_RUNTIME.uLampPos.default as Vec3;
  const color = UNIFORM_RUNTIME.uLampColor.default as Vec3;
  setFoilLamp({
    on: defaultFloat('uLampOn') > 0.5,
    position: pos,
    color,
    size: defaultFloat('uLampSize'),
    intensity: defaultFloat('uLampIntensity'),
  });
}

export function getFoilLamp(): FoilLamp {
  const p = foilGlobals.uLampPos.value;
  const c = foilGlobals.uLampColor.value;
  return {
    on: foilGlobals.uLampOn.value > 0.5,
    position: [p.x, p.y, p.z],
    size: foilGlobals.uLampSize.value,
    color: [c.x, c.y, c.z],
    intensity: foilGlobals.uLampIntensity.value,
  };
}
