import { CIE_FIT, XYZ_TO_REC709 } from '../../contract/law-constants.js';
import { glslFloat, glslVec } from '../format.js';

type Lobe = readonly [number, number, number, number];

// One CMF channel: a sum of piecewise Gaussians, each widened by the blur with its area kept.
const channel = (lobes: readonly Lobe[]): string =>
  lobes
    .map(
      ([w, mu, lo, hi]) =>
        `cieLobe(nm, ${glslFloat(w)}, ${glslFloat(mu)}, ${glslFloat(lo)}, ${glslFloat(hi)}, b2)`,
    )
    .join(' + ');

const row = (i: 0 | 1 | 2): string => `dot(${glslVec(XYZ_TO_REC709[i])}, xyz)`;

// The lamp's light, for MAIN's glare and for recipes: gLightTS (fragment to lamp) and gViewTS
// (fragment to eye) are filled by MAIN before foilPattern() runs. The frame is the card's
// tangent space, normal +z. Same equations as reference/light.ts; see docs/SHADER-CONTRACT.md.
// No helper returns early: SwiftShader runs both sides of a data-dependent branch with lane masks,
// so a guard costs more than it saves. Each computes its light with finite stand-ins where a guard
// failed (a floored divisor, a clamped cosine) and multiplies it by \`seen\`, exactly 0 or 1.
export const light = /* glsl */ `
float cieLobe(float nm, float w, float mu, float lo, float hi, float b2) {
  float l = sqrt(lo * lo + b2);
  float h = sqrt(hi * hi + b2);
  float t = (nm - mu) / (nm < mu ? l : h);
  return w * ((lo + hi) / (l + h)) * exp(-0.5 * t * t);
}

vec3 cieFit(float nm, float blur) {
  float b2 = blur * blur;
  return vec3(${channel(CIE_FIT.x)},
    ${channel(CIE_FIT.y)},
    ${channel(CIE_FIT.z)});
}

vec3 xyzToLinearRgb(vec3 xyz) {
  return vec3(${row(0)}, ${row(1)}, ${row(2)});
}

vec3 srgbEncode(vec3 c) {
  vec3 hi = 1.055 * pow(c, vec3(1.0 / 2.4)) - 0.055;
  return mix(hi, 12.92 * c, step(c, vec3(0.0031308)));
}

vec3 spectralToDisplay(vec3 rgb, float y, float sat) {
  float lum = max(y, 0.0);
  float lo = min(rgb.r, min(rgb.g, rgb.b));
  vec3 c = rgb;
  if (lo < 0.0) {
    float t = lum - lo > 1e-9 ? lum / (lum - lo) : 0.0;
    c = lum + (c - lum) * t;
  }
  c = mix(vec3(lum), c, clamp(sat, 0.0, 1.0)) * uLampColor;
  float top = max(1.0, max(c.r, max(c.g, c.b)));
  return srgbEncode(max(c / top, 0.0));
}

vec3 foilGlare() {
  float seen = 1.0 - step(gViewTS.z, 0.0);
  float nl = max(gLightTS.z, 0.0);
  float nv = max(gViewTS.z, 1e-4);
  vec3 s = gLightTS + gViewTS;
  float sl = max(length(s), 1e-6);
  float nh = s.z / sl;
  float vh = max(dot(gViewTS, s) / sl, 0.0);
  float a0 = GLARE_ROUGHNESS * GLARE_ROUGHNESS;
  float a = min(max(a0 + 0.5 * uLampSize, GLARE_ALPHA_MIN), 1.0);
  float a2 = a * a;
  float den = nh * nh * (a2 - 1.0) + 1.0;
  float dRel = a2 * a2 / (den * den);
  float visRel = 2.0 / (nl * sqrt(a2 + (1.0 - a2) * nv * nv) + nv * sqrt(a2 + (1.0 - a2) * nl * nl));
  float q = 1.0 - vh;
  float q2 = q * q;
  float f = GLARE_F0 + (1.0 - GLARE_F0) * (q2 * q2 * q);
  return uLampColor * (uLampIntensity * GLARE_GAIN * dRel * visRel * (f / GLARE_F0) * nl * seen);
}

vec3 foilGlint(vec2 facet, float width) {
  vec3 s = gLightTS + gViewTS;
  float seen = float(gLightTS.z > 0.0) * float(gViewTS.z > 0.0) * float(s.z > 1e-4);
  vec2 d = s.xy / max(s.z, 1e-4) - facet;
  float lampSigma = GLINT_LAMP_SLOPE * uLampSize;
  float w2 = max(width * width + lampSigma * lampSigma, DIFF_SIGMA_MIN * DIFF_SIGMA_MIN);
  float g = exp(-0.5 * dot(d, d) / w2);
  return uLampColor * (g * uLampIntensity * seen);
}

vec3 foilDiffraction(vec2 dir, float pitch, float spread) {
  float dl = length(dir);
  float seen = float(dl >= 1e-6) * float(pitch > 0.0) * float(gLightTS.z > 0.0) * float(gViewTS.z > 0.0);
  vec2 t = dir / max(dl, 1e-6);
  vec2 s = gLightTS.xy + gViewTS.xy;
  float u = abs(dot(t, s));
  float v = dot(vec2(-t.y, t.x), s);
  float lampSigma = 0.5 * uLampSize;
  float su = max(sqrt(spread * spread + lampSigma * lampSigma), DIFF_SIGMA_MIN);
  float sv = max(sqrt(DIFF_V_RATIO * DIFF_V_RATIO * spread * spread + lampSigma * lampSigma), DIFF_SIGMA_MIN);
  float env = exp(-0.5 * v * v / (sv * sv)) / (2.5066282746310002 * sv);
  float first = 1000.0 * pitch * u;
  float m = first > DIFF_LAMBDA_MAX ? 2.0 : 1.0;
  float nm = first / m;
  float w = smoothstep(DIFF_LAMBDA_MIN, DIFF_LAMBDA_MIN + DIFF_LAMBDA_EDGE, nm)
    * (1.0 - smoothstep(DIFF_LAMBDA_MAX - DIFF_LAMBDA_EDGE, DIFF_LAMBDA_MAX, nm));
  float eta = m > 1.5 ? DIFF_ETA_2 : DIFF_ETA_1;
  float gain = DIFF_EXPOSURE * eta * (pitch / m) * env * w * uLampIntensity;
  seen *= float(gain >= DIFF_GAIN_MIN);
  vec3 xyz = cieFit(nm, 1000.0 * pitch * su / m) * gain;
  return spectralToDisplay(xyzToLinearRgb(xyz), xyz.y, uSat) * seen;
}
`;
