import { law_constants } from './chunks/law_constants.js';
import { uniforms_pars } from './chunks/uniforms_pars.js';
import { bake_uniforms_pars } from './chunks/bake_uniforms_pars.js';
import { globals_pars } from './chunks/globals_pars.js';
import { hash } from './chunks/hash.js';
import { noise } from './chunks/noise.js';
import { hue_ramp } from './chunks/hue_ramp.js';
import { blend } from './chunks/blend.js';
import { sdf } from './chunks/sdf.js';
import { mask_rect } from './chunks/mask_rect.js';
import { card_alpha } from './chunks/card_alpha.js';
import { sheen } from './chunks/sheen.js';
import { glyph_atlas } from './chunks/glyph_atlas.js';
import { light } from './chunks/light.js';
import { mask_pars } from './main/mask_pars.js';
import { ink_design_pars } from './main/ink_design_pars.js';
import { ink_design_fragment } from './main/ink_design_fragment.js';
import { ink_estimate_pars } from './main/ink_estimate_pars.js';
import { etch_plate_pars } from './main/etch_plate_pars.js';
import { etch_plate_fragment } from './main/etch_plate_fragment.js';
import { etch_relief_fragment } from './main/etch_relief_fragment.js';
import { view_vector_pars } from './main/view_vector_pars.js';
import { eye_frame_pars } from './main/eye_frame_pars.js';
import { view_override_vertex } from './main/view_override_vertex.js';
import { vertex_uniforms_pars } from './main/vertex_uniforms_pars.js';
import { lamp_pars } from './main/lamp_pars.js';
import { lamp_fragment } from './main/lamp_fragment.js';
import { static_terms_pars } from './main/static_terms_pars.js';
import { scan_terms_pars } from './main/scan_terms_pars.js';
import { baked_terms_pars } from './main/baked_terms_pars.js';
import { static_terms_fragment } from './main/static_terms_fragment.js';
import { classic_composite_pars } from './main/classic_composite_pars.js';
import { shared_tail_pars } from './main/shared_tail_pars.js';
import { scan_path_pars } from './main/scan_path_pars.js';
import { mask_skip_fragment } from './main/mask_skip_fragment.js';
import { main_body } from './main/main_body.js';

/** Every named GLSL chunk. PREAMBLE and MAIN are short templates of includes over these. */
export const SHADER_CHUNKS = {
  law_constants,
  uniforms_pars,
  bake_uniforms_pars,
  globals_pars,
  hash,
  noise,
  hue_ramp,
  blend,
  sdf,
  mask_rect,
  card_alpha,
  sheen,
  glyph_atlas,
  light,
  mask_pars,
  ink_design_pars,
  ink_design_fragment,
  ink_estimate_pars,
  etch_plate_pars,
  etch_plate_fragment,
  etch_relief_fragment,
  view_vector_pars,
  eye_frame_pars,
  view_override_vertex,
  vertex_uniforms_pars,
  lamp_pars,
  lamp_fragment,
  static_terms_pars,
  scan_terms_pars,
  baked_terms_pars,
  static_terms_fragment,
  classic_composite_pars,
  shared_tail_pars,
  scan_path_pars,
  mask_skip_fragment,
  main_body,
} as const;

export type ShaderChunkName = keyof typeof SHADER_CHUNKS;

/** Renamed chunks keep their old name here, forever, with a warning when used. */
const CHUNK_ALIASES: Readonly<Record<string, ShaderChunkName>> = {};

/** Replacement bodies for named chunks: parity proofs and law tests swap a block, never patch text. */
export type ChunkOverrides = Partial<Record<ShaderChunkName, string>>;

const INCLUDE = /^[ \t]*#include +<([\w]+)>[ \t]*$/gm;

/** Expands `#include <name>` lines. An unknown name is an error, never an empty string. */
export function resolveIncludes(template: string, overrides: ChunkOverrides = {}): string {
  return template.replace(INCLUDE, (_line, raw: string) => {
    const name = chunkName(raw);
    const body = overrides[name] ?? SHADER_CHUNKS[name];
    return resolveIncludes(body, overrides);
  });
}

const warnedAliases = new Set<string>();

function chunkName(raw: string): ShaderChunkName {
  if (Object.prototype.hasOwnProperty.call(SHADER_CHUNKS, raw)) return raw as ShaderChunkName;
  const alias = CHUNK_ALIASES[raw];
  if (alias) {
    if (!warnedAliases.has(raw)) {
      warnedAliases.add(raw);
      console.warn(`foilkit: shader chunk <${raw}> was renamed <${alias}>`);
    }
    return alias;
  }
  throw new Error(`foilkit: unknown shader chunk <${raw}>`);
}
