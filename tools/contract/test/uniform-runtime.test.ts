import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractDefaults, SURFACE_DEFAULTS, UNIFORMS } from '@foilkit/core/contract';
import { surfaceDefaultsSource, uniformRuntimeSource } from '../uniform-runtime.js';

describe('the runtime view of the uniform table', () => {
  it('is what the table generates (npm run generate)', () => {
    const file = readFileSync(
      new URL('../../../packages/core/src/contract/uniform-runtime.ts', import.meta.url),
      'utf8',
    );
    expect(file).toBe(uniformRuntimeSource(UNIFORMS));
    const surface = readFileSync(
      new URL('../../../packages/core/src/contract/surface-defaults.ts', import.meta.url),
      'utf8',
    );
    expect(surface).toBe(surfaceDefaultsSource(UNIFORMS));
  });

  it('carries every default exactly, so what runs equals what the table says', () => {
    const defaults = contractDefaults() as Record<string, unknown>;
    for (const [name, spec] of Object.entries(UNIFORMS)) {
      if (spec.type === 'sampler2D') continue;
      expect(defaults[name], name).toEqual(spec.default);
      if (spec.owner === 'surface' || spec.owner === 'structural')
        expect((SURFACE_DEFAULTS as Record<string, unknown>)[name], name).toEqual(spec.default);
    }
  });
});
