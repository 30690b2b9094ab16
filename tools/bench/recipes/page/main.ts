import {
  FAMILIES,
  UNUSED,
  createFoilMaterial,
  defineRecipe,
  loadStaticBake,
  type FoilMaterial,
  type FoilRecipe,
} from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';
import { createMaterialRenderer, faceTexture } from '@foilkit/render-harness';
import { renderSampleCard, type CardLayout } from '@foilkit/sample-cards';
import layouts from '@foilkit/data/layouts.json';

// MAIN with no light at all: the cost of the shared program alone.
const zeroLight = defineRecipe({
  id: 'bench-zero-light',
  family: 'line',
  look: 'no light',
  defaults: { ...FAMILIES.line.constants },
  params: { uP0: UNUSED, uP1: UNUSED, uP2: UNUSED, uP3: UNUSED },
  glsl: 'vec3 foilPattern(vec2 uv, vec2 tilt) {\n  return vec3(0.0);\n}\n',
});

interface Subject {
  readonly id: string;
  readonly kind: 'baseline' | 'recipe';
  readonly material: FoilMaterial;
  readonly samples: number[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function run(opts: { width: number; frames: number; passes: number; recipes?: string[] }) {
  const renderer = createMaterialRenderer();
  const gl = renderer.renderer.getContext();
  const layout = (layouts as unknown as { eras: Record<string, { layouts: Record<string, CardLayout> }> })
    .eras.wotc!.layouts.standard!;
  const face = faceTexture(renderSampleCard({ width: opts.width, layout, era: 'wotc', seed: 3 }), {
    filter: 'linear',
  });
  const make = (recipe: FoilRecipe, extra = {}) =>
    createFoilMaterial({ recipe, textures: { face }, uniforms: { uTilt: [0.4, -0.3], ...extra } });
  const wanted = opts.recipes ? new Set(opts.recipes) : undefined;
  const subjects: Subject[] = [
    // uIntensity 0 is MAIN's early exit: card alpha plus the scan sample, nothing else.
    {
      id: 'baseline: plain scan',
      kind: 'baseline',
      material: make(zeroLight, { uIntensity: 0 }),
      samples: [],
    },
    { id: 'baseline: MAIN, zero light', kind: 'baseline', material: make(zeroLight), samples: [] },
    ...listRecipes()
      .filter((r) => !wanted || wanted.has(r.id))
      .map((r) => ({ id: r.id, kind: 'recipe' as const, material: make(r), samples: [] })),
  ];
  const one = new Uint8Array(4);
  const frame = (s: Subject) => {
    const t0 = performance.now();
    renderer.render(s.material, { width: opts.width });
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, one);
    return performance.now() - t0;
  };
  for (const s of subjects) frame(s); // compile everything before timing anything
  // Round-robin passes: slow drift of the machine lands on every subject alike.
  for (let pass = 0; pass < opts.passes; pass++) {
    for (const s of subjects) {
      frame(s);
      for (let f = 0; f < opts.frames; f++) s.samples.push(frame(s));
    }
  }
  const results = subjects.map((s) => ({
    id: s.id,
    kind: s.kind,
    medianMs: median(s.samples),
    samples: s.samples.length,
  }));
  renderer.dispose();
  return results;
}

// Cards bake by default: every timed frame must draw the baked program.
Object.assign(window, {
  foilBench: {
    run: async (opts: Parameters<typeof run>[0]) => {
      await loadStaticBake();
      return run(opts);
    },
  },
});
document.title = 'foilkit recipe bench: ready';
