import { functionDefinitions, tokenizeGlsl, type GlslToken } from './glsl-tokens.js';

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

const FRAGMENT = 'writes the fragment (MAIN composites; a recipe only returns light)';
const DERIVATIVES = 'uses derivatives (use fixed card-space taps instead)';
/** Words a recipe may not use, each with the reason. */
const FORBIDDEN_WORDS: Readonly<Record<string, string>> = {
  uniform: 'declares a uniform (only PREAMBLE declares uniforms)',
  gl_FragCoord: 'reads gl_FragCoord (recipes work in card UV, resolution independent)',
  gl_FragColor: FRAGMENT,
  discard: FRAGMENT,
  dFdx: DERIVATIVES,
  dFdy: DERIVATIVES,
  fwidth: DERIVATIVES,
  while: 'uses a while loop (GLSL ES 1.00 needs constant for-loops)',
};
const FACE = 'samples uFace (only the documented exception may)';
const LOD = /^texture\w*Lod|^textureGrad/;

/** Why one token breaks the contract, or undefined. */
function forbidden(t: GlslToken, allowFace: boolean): string | undefined {
  if (t.kind === 'directive')
    return t.text === 'version' || t.text === 'extension'
      ? 'has a #version or #extension directive'
      : undefined;
  if (t.kind !== 'word') return undefined;
  if (Object.hasOwn(FORBIDDEN_WORDS, t.text)) return FORBIDDEN_WORDS[t.text];
  if (t.text === 'uFace' && !allowFace) return FACE;
  if (LOD.test(t.text)) return 'uses LOD sampling (not available to the fragment stage here)';
  return undefined;
}

const SIGNATURE = ['vec3', 'foilPattern', '(', 'vec2', 'uv', ',', 'vec2', 'tilt', ')', '{'];

function hasSignature(tokens: readonly GlslToken[]): boolean {
  return tokens.some((_, i) => SIGNATURE.every((text, k) => tokens[i + k]?.text === text));
}

const CONST_NUMBER = /^-?\s*\d+(\.\d*)?$/;
const LOOP_INIT = /^(?:int|float)\s+(\w+)\s*=\s*(.+)$/;
const LOOP_COND = /^(\w+)\s*(<=|<|>=|>|!=)\s*(.+)$/;
const LOOP_STEP = /^(\+\+\s*\w+|\w+\s*\+\+|--\s*\w+|\w+\s*--|\w+\s*[+-]=\s*[\d.]+)$/;

/** The three clauses of the `for (...)` whose `for` is tokens[at], as text; undefined if malformed. */
function loopHeader(tokens: readonly GlslToken[], at: number): [string, string, string] | undefined {
  if (tokens[at + 1]?.text !== '(') return undefined;
  const clauses: string[][] = [[]];
  let depth = 1;
  for (let i = at + 2; i < tokens.length; i++) {
    const text = tokens[i]!.text;
    if (text === '(') depth++;
    if (text === ')' && --depth === 0) break;
    if (text === ';' && depth === 1) clauses.push([]);
    else clauses[clauses.length - 1]!.push(text);
  }
  if (clauses.length !== 3) return undefined;
  const [init, cond, step] = clauses.map((c) => c.join(' '));
  return [init!, cond!, step!];
}

/** A for-loop GLSL ES 1.00 accepts: `for (int i = A; i < B; i++)` with constant A and B. */
function checkForLoops(tokens: readonly GlslToken[]): LintFinding[] {
  const findings: LintFinding[] = [];
  const constNames = new Set<string>();
  tokens.forEach((t, i) => {
    const type = tokens[i + 1]?.text;
    const name = tokens[i + 2];
    if (t.text === 'const' && (type === 'int' || type === 'float') && name?.kind === 'word')
      constNames.add(name.text);
  });
  const isConst = (expr: string) => CONST_NUMBER.test(expr.trim()) || constNames.has(expr.trim());
  tokens.forEach((t, i) => {
    if (t.kind !== 'word' || t.text !== 'for') return;
    const header = loopHeader(tokens, i);
    const [init = '', cond = '', step = ''] = header ?? [];
    const initMatch = LOOP_INIT.exec(init);
    const condMatch = LOOP_COND.exec(cond);
    if (
      !header ||
      !initMatch ||
      !condMatch ||
      initMatch[1] !== condMatch[1] ||
      !isConst(initMatch[2] ?? '') ||
      !isConst(condMatch[3] ?? '')
    ) {
      findings.push({
        line: t.line,
        message: `loop with a non-constant bound: "for (${init}; ${cond}; ${step})"`,
      });
      return;
    }
    if (!LOOP_STEP.test(step))
      findings.push({ line: t.line, message: `loop step "${step}" is not a constant increment` });
  });
  return findings;
}

/**
 * Static checks on a recipe's GLSL, on tokens rather than lines, so no line break or comment
 * hides a construct from them. Each finding names the line, so an author can go straight to
 * it. The GLSL compiler catches syntax; these catch what compiles but breaks the contract.
 */
export function lintRecipeGlsl(glsl: string, options: LintOptions = {}): LintFinding[] {
  const tokens = tokenizeGlsl(glsl);
  const findings: LintFinding[] = [];
  for (const t of tokens) {
    const message = forbidden(t, Boolean(options.allowFace));
    if (message) findings.push({ line: t.line, message });
  }
  if (!hasSignature(tokens))
    findings.push({ line: 0, message: 'does not define vec3 foilPattern(vec2 uv, vec2 tilt)' });
  findings.push(...checkForLoops(tokens));
  for (const def of functionDefinitions(tokens)) {
    if (def.name === 'main')
      findings.push({ line: def.line, message: 'defines main() (MAIN owns the only main)' });
    else if (options.reservedFunctions?.has(def.name))
      findings.push({
        line: def.line,
        message: `redefines ${def.name}(), which the shared program already defines`,
      });
  }
  return findings;
}

export { definedFunctionNames } from './glsl-tokens.js';
