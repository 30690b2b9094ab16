import { Vector3 } from 'three';
import { clampToBounds, type GlobalUniformName } from '../contract/derive.js';
import { UNIFORM_RUNTIME } from '../contract/uniform-runtime.js';

/**
 * Page-wide foil state (the "global" uniform scope): the kill switch, the page multiplier and
 * the lamp, one value each for the whole page. Each material owns its own uniform objects for
 * them (a shared object would let one card's `.value` write, or R3F's `uniforms` prop, reach
 * every card on the page); this module writes the page's values into each material's objects on
 * every change, holding them weakly, so a material dropped without dispose() is still collected.
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

const defaultFloat = (name: GlobalUniformName): number => UNIFORM_RUNTIME[name].default as number;
const defaultVec3 = (name: 'uLampPos' | 'uLampColor'): Vec3 => UNIFORM_RUNTIME[name].default as Vec3;

const lamp = {
  on: defaultFloat('uLampOn'),
  position: [...defaultVec3('uLampPos')] as [number, number, number],
  size: defaultFloat('uLampSize'),
  color: [...defaultVec3('uLampColor')] as [number, number, number],
  intensity: defaultFloat('uLampIntensity'),
};

/** One material's uniform objects for the page-wide uniforms. */
export interface GlobalUniforms {
  readonly uGlobalIntensity: { value: number };
  readonly uLampOn: { value: number };
  readonly uLampPos: { value: Vector3 };
  readonly uLampSize: { value: number };
  readonly uLampColor: { value: Vector3 };
  readonly uLampIntensity: { value: number };
}

function writePage(target: GlobalUniforms): void {
  target.uGlobalIntensity.value = state.enabled ? state.intensity : 0;
  target.uLampOn.value = lamp.on;
  target.uLampPos.value.fromArray(lamp.position);
  target.uLampSize.value = lamp.size;
  target.uLampColor.value.fromArray(lamp.color);
  target.uLampIntensity.value = lamp.intensity;
}

function freshGlobals(): GlobalUniforms {
  const uniforms: GlobalUniforms = {
    uGlobalIntensity: { value: 0 },
    uLampOn: { value: 0 },
    uLampPos: { value: new Vector3() },
    uLampSize: { value: 0 },
    uLampColor: { value: new Vector3() },
    uLampIntensity: { value: 0 },
  };
  writePage(uniforms);
  return uniforms;
}

const page = freshGlobals();

/**
 * The current page-wide values, read-only (change them with setFoilEnabled,
 * setGlobalFoilIntensity and setFoilLamp; a write here reaches no card).
 */
export const foilGlobals: {
  readonly [N in keyof GlobalUniforms]: { readonly value: GlobalUniforms[N]['value'] };
} = Object.fromEntries(
  (Object.keys(page) as (keyof GlobalUniforms)[]).map((name) => [
    name,
    {
      get value() {
        return page[name].value;
      },
    },
  ]),
) as never;

const followers = new Set<WeakRef<GlobalUniforms>>();
const refOf = new WeakMap<object, WeakRef<GlobalUniforms>>();

/**
 * Fresh uniform objects for one material that follow the page-wide values from now on. The
 * material may drop them at any time (dispose, copy); collected ones are pruned on the next change.
 */
export function followFoilGlobals(): GlobalUniforms {
  const uniforms = freshGlobals();
  const ref = new WeakRef(uniforms);
  followers.add(ref);
  refOf.set(uniforms.uGlobalIntensity, ref);
  return uniforms;
}

/** Stops a material's page-wide objects following the page (named by its uGlobalIntensity object). */
export function unfollowFoilGlobals(uGlobalIntensity: object | undefined): void {
  const ref = uGlobalIntensity && refOf.get(uGlobalIntensity);
  if (ref) followers.delete(ref);
}

const listeners = new Set<() => void>();

function publish(): void {
  writePage(page);
  for (const ref of followers) {
    const uniforms = ref.deref();
    if (uniforms) writePage(uniforms);
    else followers.delete(ref);
  }
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

function clampedVec3(name: 'uLampPos' | 'uLampColor', what: string, v: Vec3): [number, number, number] {
  if (!Array.isArray(v) || v.length !== 3) throw new Error(`foilkit: lamp ${what} takes three numbers`);
  const range = UNIFORM_RUNTIME[name].range;
  return [
    clampToBounds(finite(what, v[0]), range),
    clampToBounds(finite(what, v[1]), range),
    clampToBounds(finite(what, v[2]), range),
  ];
}

/**
 * Moves, resizes, recolours or switches the page's lamp. Values are clamped into the uniform
 * table's ranges; a non-finite one throws and changes nothing. Unnamed fields keep their value.
 */
export function setFoilLamp(next: Partial<FoilLamp>): void {
  const position = next.position !== undefined ? clampedVec3('uLampPos', 'position', next.position) : null;
  const color = next.color !== undefined ? clampedVec3('uLampColor', 'color', next.color) : null;
  const size =
    next.size !== undefined
      ? clampToBounds(finite('size', next.size), UNIFORM_RUNTIME.uLampSize.range)
      : null;
  const intensity =
    next.intensity !== undefined
      ? clampToBounds(finite('intensity', next.intensity), UNIFORM_RUNTIME.uLampIntensity.range)
      : null;
  if (next.on !== undefined) lamp.on = next.on ? 1 : 0;
  if (position) lamp.position = position;
  if (color) lamp.color = color;
  if (size !== null) lamp.size = size;
  if (intensity !== null) lamp.intensity = intensity;
  publish();
}

/** The lamp back to the uniform table's defaults. */
export function resetFoilLamp(): void {
  setFoilLamp({
    on: defaultFloat('uLampOn') > 0.5,
    position: defaultVec3('uLampPos'),
    color: defaultVec3('uLampColor'),
    size: defaultFloat('uLampSize'),
    intensity: defaultFloat('uLampIntensity'),
  });
}

export function getFoilLamp(): FoilLamp {
  return {
    on: lamp.on > 0.5,
    position: [...lamp.position],
    size: lamp.size,
    color: [...lamp.color],
    intensity: lamp.intensity,
  };
}
