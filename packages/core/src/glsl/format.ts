/** A JavaScript number as a GLSL float literal (always with a decimal point). */
export function glslFloat(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`glslFloat: ${n} is not a finite number`);
  const s = String(n);
  return /[.eE]/.test(s) ? s : `${s}.0`;
}

/** A vec2 / vec3 / vec4 literal from numbers. */
export function glslVec(values: readonly number[]): string {
  return `vec${values.length}(${values.map(glslFloat).join(', ')})`;
}
