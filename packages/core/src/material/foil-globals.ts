/**
 * Page-wide foil state (the "global" uniform scope): one kill switch and one multiplier for every
 * card. Each material owns its own `uGlobalIntensity` uniform object (a shared object would let
 * one card's `.value` write, or R3F's `uniforms` prop, reach every card on the page); this module
 * writes the page value into each of them on every change. It holds them weakly, so a material
 * that is dropped without dispose() is still collected.
 */
const state = { enabled: true, intensity: 1 };

function pageValue(): number {
  return state.enabled ? state.intensity : 0;
}

/** The current page-wide value, read-only: change it with setFoilEnabled / setGlobalFoilIntensity. */
export const foilGlobals: { readonly uGlobalIntensity: { readonly value: number } } = {
  uGlobalIntensity: {
    get value() {
      return pageValue();
    },
  },
};

const followers = new Set<WeakRef<{ value: number }>>();
const refOf = new WeakMap<{ value: number }, WeakRef<{ value: number }>>();
const listeners = new Set<() => void>();

/**
 * A fresh uniform object for one material that follows the page-wide value from now on. The
 * material may drop it at any time (dispose, copy); a collected one is pruned on the next change.
 */
export function followFoilGlobals(): { value: number } {
  const uniform = { value: pageValue() };
  const ref = new WeakRef(uniform);
  followers.add(ref);
  refOf.set(uniform, ref);
  return uniform;
}

/** Stops a uniform object following the page-wide value (a disposed material's). */
export function unfollowFoilGlobals(uniform: { value: number } | undefined): void {
  const ref = uniform && refOf.get(uniform);
  if (ref) followers.delete(ref);
}

function publish(): void {
  const value = pageValue();
  for (const ref of followers) {
    const uniform = ref.deref();
    if (uniform) uniform.value = value;
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
