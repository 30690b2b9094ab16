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

  describe('checks tokens, so line breaks and comments hide nothing', () => {
    const split: Array<[string, string, RegExp, number]> = [
      ['main() split across lines', wrap('') + 'void\nmain\n(\n)\n{}\n', /defines main/, 6],
      [
        'main() with a comment between type and name',
        wrap('') + 'void /* x */ main() {}\n',
        /defines main/,
        5,
      ],
      ['a uniform split from its type', 'uniform\nfloat uMine;\n' + wrap(''), /declares a uniform/, 1],
      [
        'a loop header over three lines',
        wrap('  for (int i = 0;\n    i < int(uP0);\n    i++) {}'),
        /non-constant bound/,
        2,
      ],
      [
        'a redefined helper split across lines',
        'float\nhash21\n(vec2 p)\n{ return 0.0; }\n' + wrap(''),
        /redefines hash21/,
        2,
      ],
      [
        'an indented #extension',
        '  #  extension GL_OES_standard_derivatives : enable\n' + wrap(''),
        /#version or #extension/,
        1,
      ],
    ];
    for (const [what, src, message, line] of split) {
      it(`rejects ${what} at line ${line}`, () => {
        const findings = lintRecipeGlsl(src, { reservedFunctions: new Set(['hash21']) });
        const hit = findings.find((f) => message.test(f.message));
        expect(hit, JSON.stringify(findings)).toBeDefined();
        expect(hit!.line).toBe(line);
      });
    }

    it('does not mistake a call, a prototype or a word inside a longer name for a definition', () => {
      const src =
        wrap('  float v = hash21(uv);\n  float uniformish = 1.0;\n  float mainly = v;') +
        'float hash21(vec2 p);\n';
      expect(lintRecipeGlsl(src, { reservedFunctions: new Set(['hash21']) })).toEqual([]);
    });
  });
});
