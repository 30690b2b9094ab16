import {
  FAMILIES,
  LAW,
  UNUSED,
  createFoilMaterial,
  defineRecipe,
  resetFoilLamp,
  setFoilLamp,
} from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { createMaterialRenderer, faceTexture } from '@foilkit/render-harness';
import { renderBlankBase } from '@foilkit/sample-cards';
import { sampleFace } from '../../visibility/src/index.js';
import { composeSheet, renderedCell, type SheetCell } from './compose-sheet.js';

export interface LightSheetRequest {
  width: number;
  card: string;
  tilts: Array<[number, number]>;
}

// Two gratings for the picture only (not registered recipes): a linear one, grooves across the
// card's height, and a sunburst, grooves round the centre; both at the default pitch and spread.
const grating = (id: string, dir: string) =>
  defineRecipe({
    id,
    family: 'field',
    look: 'light-model illustration',
    defaults: { ...FAMILIES.field.constants },
    params: { uP0: UNUSED, uP1: UNUSED, uP2: UNUSED, uP3: UNUSED },
    glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = (uv - 0.5) * vec2(1.0, CARD_ASPECT);
  return foilDiffraction(${dir}, ${LAW.DIFF_PITCH.toFixed(3)}, ${LAW.DIFF_SPREAD.toFixed(4)});
}
`,
  });
const linear = grating('illustration-linear-grating', 'vec2(0.0, 1.0)');
const sunburst = grating('illustration-sunburst-grating', 'p + vec2(0.0001, 0.0)');

/**
 * The light model in one picture: the old tilt band against the lamp's glare on a mirror foil,
 * then the diffraction helper on two grating fields, over the same pointer sweep.
 */
export function renderLightSheet(req: LightSheetRequest): string {
  const renderer = createMaterialRenderer();
  const scan = faceTexture(sampleFace(req.card, req.width));
  const blank = faceTexture(renderBlankBase(req.width));
  const cells: SheetCell[] = [];
  const row = (label: string, build: () => ReturnType<typeof createFoilMaterial>, lampOn: boolean) => {
    resetFoilLamp();
    if (!lampOn) setFoilLamp({ on: false });
    const m = build();
    for (const tilt of req.tilts) {
      m.setUniform('uTilt', tilt);
      const px = renderer.render(m, { width: req.width });
      cells.push(renderedCell(px, label, `tilt ${tilt[0]}, ${tilt[1]}`));
    }
    m.dispose();
  };
  const mirror = requireRecipe('mirror');
  row(
    'mirror, no lamp (old band)',
    () => createFoilMaterial({ recipe: mirror, textures: { face: scan } }),
    false,
  );
  row('mirror, lamp glare', () => createFoilMaterial({ recipe: mirror, textures: { face: scan } }), true);
  const onBlank = (recipe: typeof linear) => () =>
    createFoilMaterial({ recipe, textures: { face: blank }, uniforms: { uScanBase: 0 } });
  row('linear grating, lamp', onBlank(linear), true);
  row('sunburst grating, lamp', onBlank(sunburst), true);
  resetFoilLamp();
  scan.dispose();
  blank.dispose();
  renderer.dispose();
  return composeSheet(
    cells,
    req.tilts.length,
    `The light model: lamp above and behind the viewer (uLampPos ${JSON.stringify([0, 1.2, 0.5])}), pitch ${LAW.DIFF_PITCH} um, uTiltMax 16 deg`,
  );
}
