import { describe, expect, it } from 'vitest';
import { staticCost } from '../recipes/static-cost.js';

describe('static recipe cost', () => {
  it('counts taps and multiplies nested constant loops', () => {
    const src = `
      const int N = 3;
      vec3 foilPattern(vec2 uv, vec2 tilt) {
        float s = texture2D(uFace, uv).r;           // 1 tap
        for (int j = -1; j <= 1; j++) {             // 3 iterations
          for (int i = 0; i < N; i++) {             // 3 x 3 = 9 iterations
            s += glyphSample(1.0, uv).a;            // 9 taps
          }
        }
        // texture2D( in a comment does not count
        return vec3(s);
      }`;
    expect(staticCost(src)).toEqual({ textureTaps: 10, loopIterations: 12, loops: 2 });
  });

  it('is zero for a loop-free, tap-free recipe', () => {
    expect(staticCost('vec3 foilPattern(vec2 uv, vec2 tilt) { return hueRamp(uv.x); }')).toEqual({
      textureTaps: 0,
      loopIterations: 0,
      loops: 0,
    });
  });
});
