let cached: boolean | null = null;

/**
 * Whether this browser gives a WebGL2 context. Asked once per page; the probe context is
 * released at once so it does not count against the page's 16 live contexts.
 */
export function hasWebGL2(): boolean {
  if (cached !== null) return cached;
  if (typeof document === 'undefined') return false;
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    cached = gl !== null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    cached = false;
  }
  return cached;
}

/** For tests: probe again on the next call. */
export function resetWebGLProbe(): void {
  cached = null;
}
