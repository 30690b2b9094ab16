// Compiles an edited recipe in a small WebGL context of its own, before any card sees it, so a
// broken body never replaces the last good render. Errors come back at the recipe's own lines.
import { assembleFragmentShader, PREAMBLE, type FoilRecipe } from '@foilkit/core';

export interface CompileError {
  /** 1-based line in the recipe body; 0 when the error is outside it. */
  readonly line: number;
  readonly message: string;
}

let context: WebGLRenderingContext | WebGL2RenderingContext | null | undefined;

function gl(): WebGLRenderingContext | WebGL2RenderingContext | null {
  if (context === undefined) {
    const canvas = document.createElement('canvas');
    context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  }
  return context;
}

/** Lines above the recipe body in the assembled program: PREAMBLE, then the recipe marker. */
const BODY_OFFSET = PREAMBLE.split('\n').length + 1;

/** Maps one line of a compiler log ("ERROR: 0:123: 'x' : undeclared identifier") to the body. */
export function mapLogLine(logLine: string, bodyLines: number): CompileError | null {
  const m = /^(?:ERROR|WARNING):\s*\d+:(\d+):\s*(.*)$/.exec(logLine.trim());
  if (!m) return logLine.trim() ? { line: 0, message: logLine.trim() } : null;
  const line = Number(m[1]) - BODY_OFFSET;
  const message = m[2]!.trim();
  return line >= 1 && line <= bodyLines
    ? { line, message }
    : { line: 0, message: `(outside the body) ${message}` };
}

/** The compiler's errors for this recipe, or [] when it compiles (or when there is no WebGL to ask). */
export function compileErrors(recipe: FoilRecipe): CompileError[] {
  const g = gl();
  if (!g) return [];
  const shader = g.createShader(g.FRAGMENT_SHADER);
  if (!shader) return [];
  try {
    g.shaderSource(shader, assembleFragmentShader(recipe));
    g.compileShader(shader);
    if (g.getShaderParameter(shader, g.COMPILE_STATUS)) return [];
    const bodyLines = recipe.glsl.split('\n').length;
    const log = g.getShaderInfoLog(shader) ?? 'compile failed';
    const errors = log.split('\n').flatMap((l) => mapLogLine(l, bodyLines) ?? []);
    return errors.length > 0 ? errors : [{ line: 0, message: 'compile failed' }];
  } finally {
    g.deleteShader(shader);
  }
}
