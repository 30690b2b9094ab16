import { describe, expect, it } from 'vitest';
import {
  FOIL_VERTEX_SHADER,
  assembleVertexShader,
  MAIN,
  PREAMBLE,
  assembleFragmentShader,
  resolveIncludes,
  SHADER_CHUNKS,
} from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';

describe('assembly', () => {
  const recipe = listRecipes()[0]!;

  it('is PREAMBLE + recipe + MAIN, with exactly one main()', () => {
    const src = assembleFragmentShader(recipe);
    expect(src.startsWith(PREAMBLE)).toBe(true);
    expect(src.endsWith(MAIN)).toBe(true);
    expect(src).toContain(recipe.glsl);
    expect(src.indexOf(PREAMBLE)).toBeLessThan(src.indexOf(recipe.glsl));
    expect(src.indexOf(recipe.glsl)).toBeLessThan(src.lastIndexOf(MAIN));
    for (const r of listRecipes())
      expect(assembleFragmentShader(r).match(/\bvoid\s+main\s*\(/g), r.id).toHaveLength(1);
  });

  it('returns the identical string for the same recipe, so three shares one program', () => {
    expect(assembleFragmentShader(recipe)).toBe(assembleFragmentShader(recipe));
  });

  it('leaves no #include unresolved', () => {
    for (const r of listRecipes()) expect(assembleFragmentShader(r)).not.toMatch(/#include/);
  });

  it('throws on an unknown chunk instead of emitting nothing', () => {
    expect(() => resolveIncludes('#include <no_such_chunk>')).toThrow(/unknown shader chunk <no_such_chunk>/);
  });

  it('swaps a named chunk through overrides without touching the product path', () => {
    const swapped = assembleFragmentShader(recipe, { overrides: { mask_skip_fragment: '  // removed' } });
    expect(swapped).toContain('// removed');
    expect(swapped).not.toContain(SHADER_CHUNKS.mask_skip_fragment.trim());
    expect(assembleFragmentShader(recipe)).toContain(SHADER_CHUNKS.mask_skip_fragment.trim());
  });

  it('swaps a vertex-stage chunk the same way', () => {
    const swapped = assembleVertexShader({ overrides: { view_override_vertex: '  // removed' } });
    expect(swapped).toContain('// removed');
    expect(swapped).not.toContain('uViewTSOn > 0.5');
    expect(assembleVertexShader()).toBe(FOIL_VERTEX_SHADER);
    expect(FOIL_VERTEX_SHADER).toContain(SHADER_CHUNKS.view_override_vertex.trim());
  });

  it('passes card UV (y up) and the eye and lamp rays from a fixed vertex stage', () => {
    expect(FOIL_VERTEX_SHADER).toMatch(/vUv\s*=\s*uv;/);
    expect(FOIL_VERTEX_SHADER).toMatch(/vViewRay\s*=/);
    expect(FOIL_VERTEX_SHADER).toMatch(/vLampRay\s*=/);
    expect(FOIL_VERTEX_SHADER).not.toMatch(/#include/);
    expect(FOIL_VERTEX_SHADER.match(/\bvoid\s+main\s*\(/g)).toHaveLength(1);
  });

  it('declares in the vertex stage only uniforms of the table, as PREAMBLE declares them', () => {
    const lines = FOIL_VERTEX_SHADER.split('\n').filter((l) => /^\s*uniform\b/.test(l));
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(PREAMBLE).toContain(l.trim());
  });

  it('declares the per-fragment globals MAIN fills before the recipe runs', () => {
    for (const g of ['vec3 gViewTS;', 'float gEtch;', 'vec2 gEtchSlope;']) expect(PREAMBLE).toContain(g);
    const main = MAIN.slice(MAIN.indexOf('void main('));
    expect(main.indexOf('staticTerms(')).toBeLessThan(main.indexOf('foilPattern('));
    expect(main.indexOf('gViewTS =')).toBeLessThan(main.indexOf('foilPattern('));
  });

  it('offers every helper the spec promises to recipes', () => {
    for (const fn of [
      'hash21(',
      'hash22(',
      'vnoise(',
      'fnoise(',
      'hueRamp(',
      'screenBlend(',
      'sdRoundRect(',
      'rectMask(',
      'cardAlpha(',
      'foilSheen(',
      'glyphSample(',
    ]) {
      expect(PREAMBLE, fn).toContain(fn);
    }
    for (const c of ['const float PI', 'const float TAU', 'const float CARD_ASPECT'])
      expect(PREAMBLE).toContain(c);
  });
});

describe('chunk files', () => {
  it('each chunk lives in a file named after its key, as in three.js', () => {
    const files = import.meta.glob<Record<string, unknown>>('../src/glsl/{chunks,main}/*.ts', {
      eager: true,
    });
    const byName = new Map(
      Object.entries(files).map(([path, mod]) => [path.slice(path.lastIndexOf('/') + 1, -'.ts'.length), mod]),
    );
    for (const [name, body] of Object.entries(SHADER_CHUNKS)) {
      expect(byName.get(name)?.[name], `glsl/*/${name}.ts`).toBe(body);
    }
    expect([...byName.keys()].sort()).toEqual(Object.keys(SHADER_CHUNKS).sort());
  });
});
