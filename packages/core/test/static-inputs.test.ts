import { describe, expect, it } from 'vitest';
import { STATIC_TERM_INPUTS, UNIFORM_NAMES, resolveIncludes, SHADER_CHUNKS } from '@foilkit/core';

// The bake re-renders when a listed input changes and never otherwise, so the list must name
// exactly the uniforms the baked terms read: the static-term chunks minus what the baked path
// recomputes per fragment (scan_terms_pars) and the etch relief, which runs every frame.
function uniformsIn(glsl: string): Set<string> {
  const code = glsl.replace(/\/\/.*$/gm, '');
  const words = new Set(code.match(/\bu[A-Z]\w*/g) ?? []);
  return new Set(UNIFORM_NAMES.filter((n) => words.has(n)));
}

describe('STATIC_TERM_INPUTS', () => {
  it('names exactly the uniforms the baked terms read', () => {
    const etchPlate = SHADER_CHUNKS.etch_plate_pars.split('// Relief glint')[0]!;
    expect(etchPlate).toContain('sampleEtchPlate');
    expect(etchPlate).not.toContain('etchRelief');
    const baked = [
      SHADER_CHUNKS.mask_pars,
      SHADER_CHUNKS.ink_design_pars,
      SHADER_CHUNKS.ink_estimate_pars,
      etchPlate,
      resolveIncludes(SHADER_CHUNKS.static_terms_pars, { scan_terms_pars: '' }),
    ].join('\n');
    expect([...uniformsIn(baked)].sort()).toEqual([...STATIC_TERM_INPUTS].sort());
  });

  it('leaves out what the baked path recomputes from the scan each frame', () => {
    expect([...uniformsIn(SHADER_CHUNKS.scan_terms_pars)]).toEqual(['uArtGate']);
    expect(STATIC_TERM_INPUTS).not.toContain('uArtGate' as never);
  });
});
