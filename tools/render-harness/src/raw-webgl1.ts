import type { Pixels } from './pixels.js';

import { CARD_ASPECT } from '@foilkit/core/contract';

/** What the raw path needs of a material: its sources and its uniform objects. */
export interface ShaderLike {
  readonly vertexShader: string;
  readonly fragmentShader: string;
  readonly uniforms: Record<string, { value: unknown }>;
}

interface TextureLike {
  image: { data?: ArrayBufferView | null; width: number; height: number };
  flipY: boolean;
  magFilter: number;
  minFilter: number;
  wrapS: number;
  wrapT: number;
}

// three's constants, so a three texture's settings translate without importing three here.
const THREE_NEAREST = 1003;
const THREE_REPEAT = 1000;

/** The declarations three prepends to a ShaderMaterial vertex shader, written out for a raw context. */
const VERTEX_PREFIX = `
precision highp float;
attribute vec3 position;
attribute vec2 uv;
uniform mat4 modelViewMatrix;
uniform mat4 projectionMatrix;
`;

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('raw WebGL1: createShader failed');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
    const log = gl.getShaderInfoLog(shader);
    gl.deleteShader(shader);
    throw new Error(`raw WebGL1 (GLSL ES 1.00) compile failed:\n${log}`);
  }
  return shader;
}

export interface RawWebGL1Renderer {
  readonly gl: WebGLRenderingContext;
  /** Compiles the material's sources as GLSL ES 1.00 exactly as written (throws with the log). */
  compile(material: ShaderLike): WebGLProgram;
  render(material: ShaderLike, size?: { width: number; height?: number }): Pixels;
  dispose(): void;
}

/**
 * A raw WebGL1 context: proof that the assembled program is valid GLSL ES 1.00 and gives the
 * same pixels as three's GLSL ES 3.00 path. Blending matches three's normal blending.
 */
export function createRawWebGL1Renderer(): RawWebGL1Renderer {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl', {
    alpha: true,
    premultipliedAlpha: false,
    antialias: false,
    preserveDrawingBuffer: true,
  });
  if (!gl) throw new Error('raw WebGL1: no webgl context');
  const programs = new Map<string, WebGLProgram>();
  const quad = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, quad);
  // x, y, z, u, v for a card-sized quad; the matrices below map it to clip space.
  const h = CARD_ASPECT / 2;
  gl.bufferData(
    gl.ARRAY_BUFFER,
    new Float32Array([-0.5, -h, 0, 0, 0, 0.5, -h, 0, 1, 0, -0.5, h, 0, 0, 1, 0.5, h, 0, 1, 1]),
    gl.STATIC_DRAW,
  );

  const compileProgram = (m: ShaderLike) => {
    const key = m.vertexShader + '\u0000' + m.fragmentShader;
    const hit = programs.get(key);
    if (hit) return hit;
    const program = gl.createProgram();
    gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX_PREFIX + m.vertexShader));
    gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, m.fragmentShader));
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS))
      throw new Error(`raw WebGL1 link failed: ${gl.getProgramInfoLog(program)}`);
    programs.set(key, program);
    return program;
  };

  const upload = (unit: number, t: TextureLike) => {
    const tex = gl.createTexture();
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D, tex);
    gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, t.flipY);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    const data = t.image.data
      ? new Uint8Array(t.image.data.buffer, t.image.data.byteOffset, t.image.data.byteLength)
      : null;
    gl.texImage2D(
      gl.TEXTURE_2D,
      0,
      gl.RGBA,
      t.image.width,
      t.image.height,
      0,
      gl.RGBA,
      gl.UNSIGNED_BYTE,
      data,
    );
    const filter = t.magFilter === THREE_NEAREST ? gl.NEAREST : gl.LINEAR;
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, filter);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, filter);
    gl.texParameteri(
      gl.TEXTURE_2D,
      gl.TEXTURE_WRAP_S,
      t.wrapS === THREE_REPEAT ? gl.REPEAT : gl.CLAMP_TO_EDGE,
    );
    gl.texParameteri(
      gl.TEXTURE_2D,
      gl.TEXTURE_WRAP_T,
      t.wrapT === THREE_REPEAT ? gl.REPEAT : gl.CLAMP_TO_EDGE,
    );
    return tex;
  };

  return {
    gl,
    compile: compileProgram,
    render(m, size = { width: 128 }) {
      const width = size.width;
      const height = size.height ?? Math.round(width * CARD_ASPECT);
      canvas.width = width;
      canvas.height = height;
      const program = compileProgram(m);
      gl.useProgram(program);
      gl.viewport(0, 0, width, height);
      gl.bindBuffer(gl.ARRAY_BUFFER, quad);
      const pos = gl.getAttribLocation(program, 'position');
      const uv = gl.getAttribLocation(program, 'uv');
      gl.enableVertexAttribArray(pos);
      gl.vertexAttribPointer(pos, 3, gl.FLOAT, false, 20, 0);
      gl.enableVertexAttribArray(uv);
      gl.vertexAttribPointer(uv, 2, gl.FLOAT, false, 20, 12);
      const identity = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
      const projection = new Float32Array([2, 0, 0, 0, 0, 2 / CARD_ASPECT, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1]);
      gl.uniformMatrix4fv(gl.getUniformLocation(program, 'modelViewMatrix'), false, identity);
      gl.uniformMatrix4fv(gl.getUniformLocation(program, 'projectionMatrix'), false, projection);
      const textures: WebGLTexture[] = [];
      let unit = 0;
      const count = gl.getProgramParameter(program, gl.ACTIVE_UNIFORMS) as number;
      for (let i = 0; i < count; i++) {
        const info = gl.getActiveUniform(program, i);
        if (!info || info.name === 'modelViewMatrix' || info.name === 'projectionMatrix') continue;
        const loc = gl.getUniformLocation(program, info.name);
        const value = m.uniforms[info.name]?.value;
        if (value === undefined) throw new Error(`raw WebGL1: no value for uniform ${info.name}`);
        if (info.type === gl.SAMPLER_2D) {
          textures.push(upload(unit, value as TextureLike));
          gl.uniform1i(loc, unit++);
        } else if (info.type === gl.FLOAT) gl.uniform1f(loc, value as number);
        else if (info.type === gl.FLOAT_VEC2)
          gl.uniform2fv(loc, (value as { toArray(): number[] }).toArray());
        else if (info.type === gl.FLOAT_VEC3)
          gl.uniform3fv(loc, (value as { toArray(): number[] }).toArray());
        else if (info.type === gl.FLOAT_VEC4)
          gl.uniform4fv(loc, (value as { toArray(): number[] }).toArray());
        else throw new Error(`raw WebGL1: unhandled uniform type for ${info.name}`);
      }
      gl.enable(gl.BLEND);
      gl.blendEquation(gl.FUNC_ADD);
      gl.blendFuncSeparate(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA, gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
      gl.clearColor(0, 0, 0, 0);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      const data = new Uint8Array(width * height * 4);
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, data);
      for (const t of textures) gl.deleteTexture(t);
      return { width, height, data };
    },
    dispose() {
      for (const p of programs.values()) gl.deleteProgram(p);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    },
  };
}
