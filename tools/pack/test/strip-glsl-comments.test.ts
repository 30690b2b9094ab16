import { describe, expect, it } from 'vitest';
import { stripGlslComments, stripGlslText } from '../strip-glsl-comments.mjs';

// Built from pieces, so this file's own source holds no tagged literal.
const TAG = '/* glsl */';
const tick = '`';

describe('stripGlslComments', () => {
  it('drops the comments of a tagged literal and keeps every line and all the code', () => {
    const glsl = 'vec3 f(vec2 uv) {\n  // why this is so\n  return vec3(uv, 1.0); // trailing\n}\n';
    const module = `export const R = ${TAG} ${tick}${glsl}${tick};\n`;
    const out = stripGlslComments(module);
    expect(out).toBe(
      `export const R = ${TAG} ${tick}vec3 f(vec2 uv) {\n\n  return vec3(uv, 1.0);\n}\n${tick};\n`,
    );
    expect(out.split('\n').length).toBe(module.split('\n').length);
  });

  it('copies an interpolation whole, even one holding a string with two slashes or a nested literal', () => {
    const module = `const A = ${TAG} ${tick}// a\n\${B}\n\${f('//x', { k: ${tick}// inner${tick} })}\nfloat y; // b\n${tick};`;
    expect(stripGlslComments(module)).toBe(
      `const A = ${TAG} ${tick}\n\${B}\n\${f('//x', { k: ${tick}// inner${tick} })}\nfloat y;\n${tick};`,
    );
  });

  it('leaves untagged literals, other code and its comments alone', () => {
    const module = `// a module comment\nconst u = ${tick}// not glsl${tick}; // js comment\nconst t = /* other */ ${tick}// kept${tick};\n`;
    expect(stripGlslComments(module)).toBe(module);
  });

  it('leaves a mention of the tag in prose alone', () => {
    const module = `/** Each ${TAG} ${tick}literal${tick} loses its // comments. */\nconst n = 1; // one\n`;
    expect(stripGlslComments(module)).toBe(module);
  });

  it('refuses a tagged literal that never closes, rather than writing half a module', () => {
    expect(() => stripGlslComments(`const A = ${TAG} ${tick}float x; // open`)).toThrow(/never closes/);
  });

  it('strips a bare GLSL text the same way', () => {
    expect(stripGlslText('a; // one\n  // two\nb;')).toBe('a;\n\nb;');
  });
});
