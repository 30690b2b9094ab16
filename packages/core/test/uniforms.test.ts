import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MAIN,
  PREAMBLE,
  UNIFORMS,
  UNIFORM_NAMES,
  contractDefaults,
  glslUniformDeclarations,
  uniformControls,
  uniformsMarkdownTable,
} from '@foilkit/core';

// The spec's uniform list, written here as the oracle the table is checked against.
const SPEC: Record<string, string> = {
  uFace: 'sampler2D',
  uTilt: 'vec2',
  uTime: 'float',
  uIntensity: 'float',
  uScale: 'float',
  uHueShift: 'float',
  uHueSpread: 'float',
  uSat: 'float',
  uArtGate: 'float',
  uSpecular: 'float',
  uTint: 'float',
  uInkGuard: 'float',
  uInkPop: 'float',
  uMetal: 'float',
  uSheen: 'float',
  uSheenTint: 'float',
  uDepth: 'float',
  uGrain: 'float',
  uDarken: 'float',
  uScanBase: 'float',
  uMaskRect: 'vec4',
  uMaskRadius: 'float',
  uMaskFeather: 'float',
  uMaskInvert: 'float',
  uMaskView: 'float',
  uMaskTex: 'sampler2D',
  uMaskTexOn: 'float',
  uInkTex: 'sampler2D',
  uInkOn: 'float',
  uInkDraw: 'float',
  uInkTile: 'vec4',
  uInkJitter: 'float',
  uInkStagger: 'float',
  uInkStrength: 'float',
  uInkTone: 'float',
  uTiltMax: 'float',
  uCamDist: 'float',
  uEtchTex: 'sampler2D',
  uEtchOn: 'float',
  uEtchTexel: 'vec2',
  uEtchRelief: 'float',
  uEtchBump: 'float',
  uP0: 'float',
  uP1: 'float',
  uP2: 'float',
  uP3: 'float',
  uP4: 'float',
  uP5: 'float',
};

describe('the uniform table', () => {
  it('lists every uniform of the spec with its GLSL type', () => {
    for (const [name, type] of Object.entries(SPEC)) {
      expect(UNIFORMS, name).toHaveProperty(name);
      expect(UNIFORMS[name as keyof typeof UNIFORMS].type, name).toBe(type);
    }
  });

  it('gives every row a group, an owner, a label, a meaning, and a default inside its range', () => {
    for (const name of UNIFORM_NAMES) {
      const u = UNIFORMS[name];
      expect(u.label.length, name).toBeGreaterThan(0);
      expect(u.meaning.length, name).toBeGreaterThan(10);
      expect(['recipe', 'surface', 'structural', 'global']).toContain(u.owner);
      if (u.type === 'sampler2D') {
        expect(u.default).toBeNull();
        continue;
      }
      expect(u.range, `${name} has a range`).toBeDefined();
      const values = Array.isArray(u.default) ? u.default : [u.default as number];
      for (const v of values) {
        expect(v, name).toBeGreaterThanOrEqual(u.range!.min);
        expect(v, name).toBeLessThanOrEqual(u.range!.max);
      }
    }
  });

  it('marks the switches the spec calls never-a-slider as structural or surface, never recipe', () => {
    for (const name of [
      'uInkGuard',
      'uScanBase',
      'uInkOn',
      'uInkDraw',
      'uEtchOn',
      'uMaskTexOn',
      'uTiltMax',
      'uCamDist',
    ] as const) {
      expect(UNIFORMS[name].owner, name).not.toBe('recipe');
    }
  });

  it('derives the GLSL declarations: one line per row, and only PREAMBLE declares uniforms', () => {
    const lines = glslUniformDeclarations().split('\n');
    expect(lines).toHaveLength(UNIFORM_NAMES.length);
    for (const name of UNIFORM_NAMES) {
      const decl = `uniform ${UNIFORMS[name].type} ${name};`;
      expect(PREAMBLE.split(decl).length - 1, decl).toBe(1);
    }
    expect(MAIN).not.toMatch(/\buniform\b/);
  });

  it('derives defaults as fresh copies (mutating one never reaches the table)', () => {
    const a = contractDefaults();
    const b = contractDefaults();
    expect(a.uMaskRect).toEqual([0, 0, 1, 1]);
    (a.uMaskRect as unknown as number[])[0] = 0.5;
    expect(b.uMaskRect[0]).toBe(0);
    expect(UNIFORMS.uMaskRect.default[0]).toBe(0);
  });

  it('derives slider controls only for recipe-owned values outside the parameter slots', () => {
    const controls = uniformControls();
    expect(controls.length).toBeGreaterThan(10);
    for (const c of controls) {
      expect(UNIFORMS[c.name].owner).toBe('recipe');
      expect(c.group).not.toBe('params');
      expect(c.min).toBeLessThan(c.max);
    }
    expect(controls.map((c) => c.name)).not.toContain('uScanBase');
  });

  it('keeps docs/SHADER-CONTRACT.md in step with the table', () => {
    const doc = readFileSync(new URL('../../../docs/SHADER-CONTRACT.md', import.meta.url), 'utf8');
    const table = uniformsMarkdownTable();
    const begin = table.split('\n')[0]!;
    const end = table.split('\n').at(-1)!;
    const start = doc.indexOf(begin);
    const stop = doc.indexOf(end);
    expect(start, 'the generated table markers are in the doc').toBeGreaterThanOrEqual(0);
    expect(doc.slice(start, stop + end.length), 'run `npm run docs:uniforms` to regenerate').toBe(table);
  });
});
