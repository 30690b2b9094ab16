/**
 * The shape of one row of the uniform contract. The table itself lives in `uniforms.ts`;
 * everything else (GLSL declarations, value types, defaults, controls, the docs table) is
 * derived from it, so a uniform is only ever written down once.
 */
export type GlslType = 'float' | 'vec2' | 'vec3' | 'vec4' | 'sampler2D';

/**
 * Who may set a uniform.
 * - `recipe`: a recipe's defaults, a canon file or a designer's slider.
 * - `surface`: the surface / resolver / stage that shows a particular card. Never in a canon.
 * - `structural`: an on/off switch that changes which code runs. Never a slider, never in a canon.
 * - `global`: one value for the whole page, which every material follows (see `foilGlobals`).
 */
export type UniformOwner = 'recipe' | 'surface' | 'structural' | 'global';

/** Inspector groups; a control panel lays uniforms out by these without renaming them. */
export type UniformGroup =
  | 'tilt'
  | 'foil'
  | 'law'
  | 'mask'
  | 'hand-mask'
  | 'glyph'
  | 'ink'
  | 'etch'
  | 'view'
  | 'light'
  | 'params'
  | 'global';

export interface UniformRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** The JavaScript value a GLSL type carries. Samplers carry a texture handle owned by the renderer. */
export interface GlslValueMap {
  float: number;
  vec2: readonly [number, number];
  vec3: readonly [number, number, number];
  vec4: readonly [number, number, number, number];
  sampler2D: null;
}

export interface UniformSpec<T extends GlslType = GlslType, O extends UniformOwner = UniformOwner> {
  readonly type: T;
  /** Contract default. Samplers default to `null`: the material supplies a 1×1 fallback texture. */
  readonly default: GlslValueMap[T];
  readonly range?: UniformRange;
  readonly group: UniformGroup;
  readonly owner: O;
  /** Short label for a control. */
  readonly label: string;
  /** One line: what the value means. */
  readonly meaning: string;
}

export function defineUniform<T extends GlslType, O extends UniformOwner>(
  spec: UniformSpec<T, O>,
): UniformSpec<T, O> {
  return spec;
}
