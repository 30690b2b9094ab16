/** One GLSL token with the 1-based line it starts on. Comments and whitespace produce none. */
export interface GlslToken {
  readonly kind: 'word' | 'number' | 'punct' | 'directive';
  /** The token's text; for a directive, the directive's name (`version`, `define`, …). */
  readonly text: string;
  readonly line: number;
}

// One alternative per kind: a comment (dropped), a preprocessor line (anchored at a line start,
// leading blanks allowed), a word, a number, then operators longest first, else one character.
const TOKEN =
  /(\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$))|^[ \t]*#[ \t]*(\w*)[^\n]*|([A-Za-z_]\w*)|(\.?\d[\w.]*)|(<<=|>>=|\+\+|--|&&|\|\||\^\^|<<|>>|[-+*/%&|^<>=!]=|\S)/gm;

/**
 * Splits GLSL into tokens, dropping comments and whitespace, so checks see the code the
 * compiler sees whatever its line breaks: `void\nmain()` is the same three tokens as
 * `void main()`. A preprocessor line becomes one directive token.
 */
export function tokenizeGlsl(src: string): GlslToken[] {
  const tokens: GlslToken[] = [];
  let line = 1;
  let at = 0;
  for (const m of src.matchAll(TOKEN)) {
    for (; at < m.index; at++) if (src[at] === '\n') line++;
    if (m[1] !== undefined) continue;
    const kind = m[2] !== undefined ? 'directive' : m[3] ? 'word' : m[4] ? 'number' : 'punct';
    tokens.push({ kind, text: m[2] ?? m[0], line });
  }
  return tokens;
}

export interface FunctionDefinition {
  readonly name: string;
  readonly line: number;
}

const PRECISION = new Set(['highp', 'mediump', 'lowp']);

/**
 * Functions defined (not merely declared or called) at the top level: a type name, a name,
 * a parenthesised parameter list and then `{`, at brace depth 0. The one definition finder:
 * the lint and the reserved-name list both use it.
 */
export function functionDefinitions(tokens: readonly GlslToken[]): FunctionDefinition[] {
  const found: FunctionDefinition[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.text === '{') depth++;
    else if (t.text === '}') depth = Math.max(0, depth - 1);
    if (depth !== 0 || t.kind !== 'word' || tokens[i + 1]?.text !== '(') continue;
    const type = tokens[i - 1];
    if (type?.kind !== 'word' || PRECISION.has(type.text) || type.text === 'return') continue;
    let j = i + 2;
    let parens = 1;
    for (; j < tokens.length && parens > 0; j++) {
      if (tokens[j]!.text === '(') parens++;
      else if (tokens[j]!.text === ')') parens--;
      else if (tokens[j]!.text === ';' || tokens[j]!.text === '{') break;
    }
    if (parens === 0 && tokens[j]?.text === '{') found.push({ name: t.text, line: t.line });
  }
  return found;
}

/** Names of functions defined at the top level of a GLSL source. */
export function definedFunctionNames(src: string): string[] {
  return functionDefinitions(tokenizeGlsl(src)).map((d) => d.name);
}
