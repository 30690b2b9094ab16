import { stripGlslComments, definedFunctionNames } from './strip-comments.js';

export interface LintFinding {
  /** 1-based line in the recipe's GLSL; 0 when the finding is about the whole source. */
  readonly line: number;
  readonly message: string;
}

export interface LintOptions {
  /** The recipe may read uFace (the one documented exception). */
  readonly allowFace?: boolean;
  /** Function names PREAMBLE and MAIN already define; a recipe may not redefine them. */
  readonly reservedFunctions?: ReadonlySet<string>;
}

const SIGNATURE = /\bvec3\s+foilPattern\s*\(\s*vec2\s+uv\s*,\s*vec2\s+tilt\s*\)\s*\{/;

const FORBIDDEN: ReadonlyArray<{ pattern: RegExp; message: string; unlessFace?: boolean }> = [
  { pattern: /\buniform\b/, message: 'declares a uniform (only PREAMBLE declares uniforms)' },
  { pattern: /\bvoid\s+main\s*\(/, message: 'defines main() (MAIN owns the only main)' },
  { pattern: /\buFace\b/, message: 'samples uFace (only the documented exception may)', unlessFace: true },
  {
    pattern: /\btexture\w*Lod\w*\b|\btextureGrad\w*\b/,
    message: 'uses LOD sampling (not available to the fragment stage here)',
  },
  { pattern: /\b(dFdx|dFdy|fwidth)\b/, message: 'uses derivatives (use fixed card-space taps instead)' },
  {
    pattern: /\bgl_FragCoord\b/,
    message: 'reads gl_FragCoord (recipes work in card UV, resolution independent)',
  },
  {
    pattern: /\bgl_FragColor\b|\bdiscard\b/,
    message: 'writes the fragment (MAIN composites; a recipe only returns light)',
  },
  { pattern: /^\s*#\s*(version|extension)\b/, message: 'has a #version or #extension directive' },
  { pattern: /\bwhile\b/, message: 'uses a while loop (GLSL ES 1.00 needs constant for-loops)' },
];

/** A for-loop GLSL ES 1.00 accepts: `for (int i = A; i < B; i++)` with constant A and B. */
const FOR_HEADER = /\bfor\s*\(([^;]*);([^;]*);([^)]*)\)/g;
const CONST_INT = /^\s*-?\d+\s*$/;

function checkForLoops(
  code: string,
  lineOf: (index: number) => number,
  constNames: Set<string>,
): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const m of code.matchAll(FOR_HEADER)) {
    const [, init = '', cond = '', step = ''] = m;
    const line = lineOf(m.index ?? 0);
    const initMatch = /^\s*(?:int|float)\s+(\w+)\s*=\s*([^\s].*?)\s*$/.exec(init);
    const condMatch = /^\s*(\w+)\s*(<=|<|>=|>|!=)\s*(.+?)\s*$/.exec(cond);
    const isConst = (expr: string) =>
      CONST_INT.test(expr) || /^\s*-?\d+\.\d*\s*$/.test(expr) || constNames.has(expr.trim());
    if (
      !initMatch ||
      !condMatch ||
      initMatch[1] !== condMatch[1] ||
      !isConst(initMatch[2] ?? '') ||
      !isConst(condMatch[3] ?? '')
    ) {
      findings.push({
        line,
        message: `loop with a non-constant bound: "for (${init.trim()}; ${cond.trim()}; ${step.trim()})"`,
      });
      continue;
    }
    if (!/^\s*(\+\+\w+|\w+\+\+|--\w+|\w+--|\w+\s*[+-]=\s*[\d.]+)\s*$/.test(step)) {
      findings.push({ line, message: `loop step "${step.trim()}" is not a constant increment` });
    }
  }
  return findings;
}

/**
 * Static checks on a recipe's GLSL. Each finding names the line, so an author can go straight
 * to it. The GLSL compiler catches syntax; these catch what compiles but breaks the contract.
 */
export function lintRecipeGlsl(glsl: string, options: LintOptions = {}): LintFinding[] {
  const code = stripGlslComments(glsl);
  const lines = code.split('\n');
  const findings: LintFinding[] = [];
  lines.forEach((text, i) => {
    for (const rule of FORBIDDEN) {
      if (rule.unlessFace && options.allowFace) continue;
      if (rule.pattern.test(text)) findings.push({ line: i + 1, message: rule.message });
    }
  });
  if (!SIGNATURE.test(code)) {
    findings.push({ line: 0, message: 'does not define vec3 foilPattern(vec2 uv, vec2 tilt)' });
  }
  const starts: number[] = [];
  let offset = 0;
  for (const text of lines) {
    starts.push(offset);
    offset += text.length + 1;
  }
  const lineOf = (index: number) => {
    let line = 0;
    while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= index) line++;
    return line + 1;
  };
  const constNames = new Set([...code.matchAll(/\bconst\s+(?:int|float)\s+(\w+)/g)].map((m) => m[1] ?? ''));
  findings.push(...checkForLoops(code, lineOf, constNames));
  if (options.reservedFunctions) {
    const defRe = /^[ \t]*(?:highp |mediump |lowp )?\w+\s+(\w+)\s*\([^;{]*\)\s*\{/;
    lines.forEach((text, i) => {
      const name = defRe.exec(text)?.[1];
      if (name && options.reservedFunctions?.has(name)) {
        findings.push({
          line: i + 1,
          message: `redefines ${name}(), which the shared program already defines`,
        });
      }
    });
  }
  return findings;
}

export { definedFunctionNames };
