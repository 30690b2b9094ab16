/** One GLSL token with the 1-based line it starts on. Comments and whitespace produce none. */
export interface GlslToken {
  readonly kind: 'word' | 'number' | 'punct' | 'directive';
  /** The token's text; for a directive, the directive's name (`version`, `define`, …). */
  readonly text: string;
  readonly line: number;
}

const WORD = /[A-Za-z_]\w*/y;
const NUMBER = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[fFuU]?/y;
const PUNCT = /<<=|>>=|\+\+|--|<=|>=|==|!=|&&|\|\||\^\^|[-+*/%&|^<>]=|<<|>>|[^\s\w]/y;

/**
 * Splits GLSL into tokens, dropping comments and whitespace, so checks see the code the
 * compiler sees whatever its line breaks: `void\nmain()` is the same three tokens as
 * `void main()`. A preprocessor line becomes one directive token.
 */
export function tokenizeGlsl(src: string): GlslToken[] {
  const tokens: GlslToken[] = [];
  let line = 1;
  let atLineStart = true;
  let i = 0;
  const take = (re: RegExp): string | undefined => {
    re.lastIndex = i;
    const m = re.exec(src);
    return m?.[0];
  };
  while (i < src.length) {
    const c = src[i]!;
    if (c === '\n') {
      line++;
      atLineStart = true;
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    if (src.startsWith('//', i)) {
      const end = src.indexOf('\n', i);
      i = end < 0 ? src.length : end;
      continue;
    }
    if (src.startsWith('/*', i)) {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      for (let j = i; j < stop; j++) if (src[j] === '\n') line++;
      i = stop;
      continue;
    }
    if (c === '#' && atLineStart) {
      const end = src.indexOf('\n', i);
      const stop = end < 0 ? src.length : end;
      const name = /^#\s*(\w*)/.exec(src.slice(i, stop))?.[1] ?? '';
      tokens.push({ kind: 'directive', text: name, line });
      i = stop;
      continue;
    }
    atLineStart = false;
    const word = take(WORD);
    if (word) {
      tokens.push({ kind: 'word', text: word, line });
      i += word.length;
      continue;
    }
    const num = take(NUMBER);
    if (num) {
      tokens.push({ kind: 'number', text: num, line });
      i += num.length;
      continue;
    }
    const punct = take(PUNCT) ?? c;
    tokens.push({ kind: 'punct', text: punct, line });
    i += punct.length;
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
