// The render page for tools/looks/render.mjs. It is served as a virtual module from the root of
// whichever checkout is being rendered, so `@foilkit/*` here are that checkout's sources.
// Plain JS (no JSX): the old and the new checkout transform it the same way.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Globals } from '@react-spring/web';
import { FoilCard } from '@foilkit/react';
import { loadResolverData, resolveSurface } from '@foilkit/resolver';
import { rawData } from '@foilkit/data';

// Springs jump to their goal: a controlled tilt is reached on the next frame, not after a bounce.
Globals.assign({ skipAnimation: true });

let data = null;
/** What this checkout's resolver makes of a printing; never throws. */
function check(printing) {
  try {
    data ??= loadResolverData(rawData);
  } catch (e) {
    return { ok: false, stage: 'data', error: String(e?.message ?? e) };
  }
  try {
    const s = resolveSurface(printing, data);
    const recipe = typeof s.recipe === 'string' ? s.recipe : (s.recipe?.id ?? null);
    return { ok: true, recipe, textures: s.textures ?? {} };
  } catch (e) {
    return { ok: false, stage: 'resolve', error: String(e?.message ?? e) };
  }
}

const errors = [];
let setSpec = null;

function Stage({ onReady }) {
  const [spec, set] = useState(null);
  setSpec = set;
  useEffect(() => onReady(), [onReady]);
  if (!spec) return null;
  const pad = Math.round(spec.width * 0.06);
  return h(
    'div',
    { id: 'shot', style: { display: 'inline-block', padding: `${pad}px`, background: '#2b2d31' } },
    h(FoilCard, {
      key: spec.key,
      src: spec.src,
      alt: spec.alt,
      printing: spec.printing,
      recipe: spec.recipe,
      tilt: spec.tilt,
      gyroscope: false,
      style: { width: `${spec.width}px` },
      onError: (e) => errors.push(String(e?.message ?? e)),
    }),
  );
}

window.looks = {
  check,
  errors,
  show(spec) {
    errors.length = 0;
    setSpec(spec);
  },
  setTilt(tilt) {
    setSpec((s) => ({ ...s, tilt }));
  },
  state() {
    return document.querySelector('#shot [data-foil]')?.getAttribute('data-foil') ?? null;
  },
};

const ready = () => {
  document.title = 'looks ready';
};
createRoot(document.getElementById('app')).render(h(Stage, { onReady: ready }));
