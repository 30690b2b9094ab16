import { describe, expect, it } from 'vitest';
import { rawData } from '@foilkit/data';
import { loadResolverData, resolveSurface } from '@foilkit/resolver';
import { DEFAULT_SETTINGS } from '../src/foil-settings.js';
import { resolveLook } from '../src/resolve-look.js';

const data = loadResolverData(rawData);
const settings = { ...DEFAULT_SETTINGS, data };
// A Trainer Gallery holo: its class draws `rainbow` with the grain off (params { uP3: 0 }).
const gallery = {
  era: 'swsh',
  set: 'swsh12pt5',
  subset: 'gg',
  rarity: 'Trainer Gallery Rare Holo',
  variantKind: 'holofoil',
};

describe("resolveLook and a printing class's params", () => {
  it("passes them on when the printing's own recipe draws", () => {
    const look = resolveLook({ printing: gallery }, settings, resolveSurface, false);
    expect(look.recipe).toBe('rainbow');
    expect(look.uniforms.uP3).toBe(0);
  });

  it('leaves them out when a `recipe` prop draws another recipe, and keeps the surface uniforms', () => {
    const look = resolveLook({ printing: gallery, recipe: 'gold' }, settings, resolveSurface, false);
    expect(look.recipe).toBe('gold');
    expect(look.uniforms).not.toHaveProperty('uP3');
    expect(look.uniforms).toHaveProperty('uMaskRect');
  });

  it('lets `uniforms` props win over them', () => {
    const look = resolveLook({ printing: gallery, uniforms: { uP3: 0.5 } }, settings, resolveSurface, false);
    expect(look.uniforms.uP3).toBe(0.5);
  });
});
