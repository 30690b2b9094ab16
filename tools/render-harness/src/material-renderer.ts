import {
  Mesh,
  OrthographicCamera,
  PlaneGeometry,
  Scene,
  WebGLRenderTarget,
  WebGLRenderer,
  type Material,
} from 'three';
import type { Pixels } from './pixels.js';

import { CARD_ASPECT } from '@foilkit/core/contract';

export interface MaterialRenderer {
  readonly renderer: WebGLRenderer;
  /** Renders one card filling the target exactly and reads it back (GL row order). */
  render(material: Material, size?: { width: number; height?: number }): Pixels;
  /** Compiled programs three holds right now. */
  programCount(): number;
  dispose(): void;
}

/**
 * One WebGL2 context for a whole test file (a page may hold only 16). Cards render into an
 * 8-bit render target, so nothing (canvas compositing, colour management) stands between the
 * shader's output and the bytes read back.
 */
export function createMaterialRenderer(): MaterialRenderer {
  const canvas = document.createElement('canvas');
  const renderer = new WebGLRenderer({ canvas, antialias: false, alpha: true, preserveDrawingBuffer: false });
  renderer.setPixelRatio(1);
  // three only logs a failed compile; a test must fail on it, with the compiler's words.
  let shaderError: string | null = null;
  renderer.debug.onShaderError = (gl, _program, vs, fs) => {
    shaderError = `three (GLSL ES 3.00) compile failed:\n${gl.getShaderInfoLog(fs) ?? ''}${gl.getShaderInfoLog(vs) ?? ''}`;
  };
  const camera = new OrthographicCamera(-0.5, 0.5, CARD_ASPECT / 2, -CARD_ASPECT / 2, -1, 1);
  const geometry = new PlaneGeometry(1, CARD_ASPECT);
  const mesh = new Mesh(geometry);
  const scene = new Scene();
  scene.add(mesh);
  const targets = new Map<string, WebGLRenderTarget>();
  const targetFor = (w: number, h: number) => {
    const key = `${w}x${h}`;
    let t = targets.get(key);
    if (!t) {
      t = new WebGLRenderTarget(w, h, { depthBuffer: false });
      targets.set(key, t);
    }
    return t;
  };
  return {
    renderer,
    render(material, size = { width: 128 }) {
      const width = size.width;
      const height = size.height ?? Math.round(width * CARD_ASPECT);
      const target = targetFor(width, height);
      mesh.material = material;
      renderer.setRenderTarget(target);
      renderer.setClearColor(0x000000, 0);
      renderer.clear();
      renderer.render(scene, camera);
      if (shaderError) {
        const message = shaderError;
        shaderError = null;
        renderer.setRenderTarget(null);
        throw new Error(message);
      }
      const data = new Uint8Array(width * height * 4);
      renderer.readRenderTargetPixels(target, 0, 0, width, height, data);
      renderer.setRenderTarget(null);
      return { width, height, data };
    },
    programCount: () => renderer.info.programs?.length ?? 0,
    dispose() {
      for (const t of targets.values()) t.dispose();
      geometry.dispose();
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}
