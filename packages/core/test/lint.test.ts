import { describe, expect, it } from 'vitest';
import { lintRecipeGlsl, checkRecipe } from '@foilkit/core';
import { validRecipe } from './fixtures/recipes.js';

const wrap = (body: string) => `vec3 foilPattern(vec2 uv, vec2 tilt) {\n${body}\n  return vec3(0.0);\n}\n`;

describe('recipe GLSL checks name the offending line', () => {
  const cases: Array<[string, string, RegExp, number]> = [
    ['a uniform declaration', 'uniform float uMine;\n' + wrap(''), /declares a uniform/, 1],
    ['a main()', wrap('') + 'void main() {}\n', /defines main/, 5],
    ['a uFace sample', wrap('  vec3 s = texture2D(uFace, uv).rgb;'), /samples uFace/, 2],
    ['textureLod', wrap('  vec4 s = texture2DLodEXT(uMaskTex, uv, 0.0);'), /LOD sampling/, 2],
    ['derivatives', wrap('  float w = fwidth(uv.x);'), /derivatives/, 2],
    ['gl_FragCoord', wrap('  float w = gl_FragCoord.x;'), /gl_FragCoord/, 2],
    ['a while loop', wrap('  float i = 0.0;\n  while (i < 3.0) { i += 1.0; }'), /while loop/, 3],
    ['a loop with a uniform bound', wrap('  for (int i = 0; i < int(uP0); i++) {}'), /non-constant bound/, 2],
  ];
  for (const [what, src, message, line] of cases) {
    it(`rejects ${what} at line ${line}`, () => {
      const findings = lintRecipeGlsl(src);
      const hit = findings.find((f) => message.test(f.message));
      expect(hit, JSON.stringify(findings)).toBeDefined();
      expect(hit!.line).toBe(line);
    });
  }

  it('rejects a missing entry point', () => {
    const findings = lintRecipeGlsl('vec3 foilPattern(vec2 p, vec2 t) { return vec3(0.0); }');
    expect(findings.map((f) => f.message)).toContain('does not define vec3 foilPattern(vec2 uv, vec2 tilt)');
  });

  it('accepts constant loops, comments mentioning forbidden words, and the face exception when declared', () => {
    const ok = wrap(
      '  // uniform, main(), uFace and fwidth in a comment are fine\n  const int N = 3;\n  for (int i = 0; i < N; i++) {}\n  for (int j = -1; j <= 1; j++) {}',
    );
    expect(lintRecipeGlsl(ok)).toEqual([]);
    expect(lintRecipeGlsl(wrap('  vec3 s = texture2D(uFace, uv).rgb;'), { allowFace: true })).toEqual([]);
  });

  it('reports through checkRecipe with the recipe id and the line', () => {
    const problems = checkRecipe(validRecipe({ glsl: wrap('  float w = dFdx(uv.x);') }));
    expect(problems).toContainEqual(expect.objectContaining({ recipe: 'test-valid', where: 'glsl line 2' }));
  });

  it('rejects a recipe redefining a shared helper', () => {
    const problems = checkRecipe(validRecipe({ glsl: 'float hash21(vec2 p) { return 0.0; }\n' + wrap('') }));
    expect(problems.map((p) => p.message).join('\n')).toMatch(/redefines hash21/);
  });
});
