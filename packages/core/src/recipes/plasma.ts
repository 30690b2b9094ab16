import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const plasma = defineRecipe({
  id: 'plasma',
  family: 'field',
  look: 'turbulent noise field of colour',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uDepth: 0.48, uArtGate: 0.7 },
  familyOverrides: {
    uDepth:
      'its low-luminance hues (the blues) light little, so at the family 0.6 the cells they fill dim in patches (dark structure); this depth keeps the field dimming evenly where it is off',
  },
  params: {
    uP0: {
      label: 'Turbulence scale',
      min: 0.5,
      max: 8,
      step: 0.1,
      default: 2.6,
      hint: 'How fine the swirls are',
    },
    uP1: {
      label: 'Warp',
      min: 0,
      max: 3,
      step: 0.05,
      default: 1.4,
      hint: 'How strongly the field folds into itself',
    },
    uP2: {
      label: 'Filaments',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.55,
      hint: 'Brightness of the ridges between swirls',
    },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 warp = vec2(fnoise(q + tilt * 0.6 + 0.01 * uTime), fnoise(q + vec2(5.2, 1.3) - tilt * 0.6));
  float n = fnoise(q * 1.7 + (warp - 0.5) * uP1 * 3.0);
  float ridge = 1.0 - abs(n - 0.5) * 2.0;
  float filament = pow(ridge, 8.0);
  vec3 col = hueRamp(n * 3.0 + warp.x * 1.2 + dot(tilt, vec2(0.7, 0.5)) * 0.9);
  return mix(col * (0.64 + 0.3 * ridge), vec3(1.0), uP2 * filament * 0.6);
}
`,
});
