import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WebGLRenderer } from 'three';
import type { FoilRecipe } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
// The probe caches its answer for the page; the no-WebGL story must ask again (and so must the
// next story).
import { FoilCard, FoilCollection, resetWebGLProbe } from '@foilkit/react';
import { Caption, GRID } from '../layout.js';
import { scanUrl } from '../samples.js';

/** Fallback stories: each card must end as its plain scan or placeholder, never blank. */
const meta: Meta = { title: 'Features/Fallbacks', tags: ['fallback'] };
export default meta;

function Errors({ errors }: { errors: readonly string[] }) {
  return (
    <output style={{ display: 'block', font: '12px system-ui', color: '#a00', marginTop: 12 }}>
      {errors.map((e) => (
        <div key={e}>onError: {e}</div>
      ))}
    </output>
  );
}

function useErrors() {
  const [errors, setErrors] = useState<string[]>([]);
  return [
    errors,
    (e: Error) => setErrors((all) => (all.includes(e.message) ? all : [...all, e.message])),
  ] as const;
}

/** As if the browser had no WebGL2: getContext answers null for WebGL. */
export const NoWebGL: StoryObj = {
  name: 'No WebGL',
  beforeEach: () => {
    const real = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind.startsWith('webgl')) return null;
      return (real as (k: string, ...r: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof real;
    resetWebGLProbe();
    return () => {
      HTMLCanvasElement.prototype.getContext = real;
      resetWebGLProbe();
    };
  },
  render: () => (
    <FoilCollection style={GRID}>
      <figure style={{ margin: 0 }}>
        <FoilCard src={scanUrl('swsh-reverse')} alt="no WebGL" recipe="mirror" />
        <Caption title="no WebGL" lines={['the plain image, still tilting in CSS 3D']} />
      </figure>
    </FoilCollection>
  ),
};

function BrokenImageDemo() {
  const [errors, onError] = useErrors();
  return (
    <FoilCollection style={GRID}>
      <figure style={{ margin: 0 }}>
        <FoilCard src="/no-such-scan.png" alt="a scan that does not load" recipe="mirror" onError={onError} />
        <Caption title="broken image" lines={['a placeholder of the same size with the alt text']} />
      </figure>
      <Errors errors={errors} />
    </FoilCollection>
  );
}

export const BrokenImage: StoryObj = { name: 'Broken image', render: () => <BrokenImageDemo /> };

function LostContextDemo() {
  const gl = useRef<WebGLRenderer | null>(null);
  const lose = (on: boolean) => {
    const ext = gl.current?.getContext().getExtension('WEBGL_lose_context');
    if (on) ext?.loseContext();
    else ext?.restoreContext();
  };
  return (
    <FoilCollection style={GRID} onCreated={(state) => (gl.current = state.gl)}>
      <figure style={{ margin: 0 }}>
        <FoilCard src={scanUrl('sv-reverse')} alt="lost context" recipe="mirror" />
        <Caption title="lost context" lines={['plain scans until the context is restored']} />
      </figure>
      <div>
        <button onClick={() => lose(true)}>Lose context</button>{' '}
        <button onClick={() => lose(false)}>Restore</button>
      </div>
    </FoilCollection>
  );
}

/** The play waits for the foil, then loses the context (WEBGL_lose_context). */
export const LostContext: StoryObj = {
  name: 'Lost context',
  render: () => <LostContextDemo />,
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[role="img"]');
    for (let i = 0; i < 200 && card?.dataset.foil !== 'foil'; i++)
      await new Promise((r) => setTimeout(r, 50));
    canvasElement.querySelector('button')?.click();
  },
};

/** A valid recipe in every way the registry checks, whose GLSL calls a function nobody defines. */
const broken: FoilRecipe = {
  ...requireRecipe('mirror'),
  id: 'storybook-broken-compile',
  aliases: [],
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  return noSuchHelper(uv);
}
`,
};

function FailedCompileDemo() {
  const [errors, onError] = useErrors();
  return (
    <FoilCollection style={GRID}>
      <figure style={{ margin: 0 }}>
        <FoilCard src={scanUrl('sv-reverse')} alt="failed compile" recipe={broken} onError={onError} />
        <Caption title="failed compile" lines={['the plain image and onError, never a blank card']} />
      </figure>
      <Errors errors={errors} />
    </FoilCollection>
  );
}

export const FailedCompile: StoryObj = { name: 'Failed compile', render: () => <FailedCompileDemo /> };
