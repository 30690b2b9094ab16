/**
 * Page-wide foil state (the "global" uniform scope). One uniform object is shared by every foil
 * material on purpose, so a single write reaches every card without rebuilding anything.
 */
const state = { enabled: true, intensity: 1 };

export const foilGlobals: { readonly uGlobalIntensity: { value: number } } = {
  uGlobalIntensity: { value: 1 },
};

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
