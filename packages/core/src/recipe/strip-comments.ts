/** Blanks GLSL comments while keeping every newline, so line numbers survive. */
export function stripGlslComments(src: string): string {
  return src
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/\/\/[^\n]*/g, (line) => ' '.repeat(line.length));
}

/** Names of functions defined (not merely called) at the top level of a GLSL source. */
export function definedFunctionNames(src: string): string[] {
  const code = stripGlslComments(src);
  const names: string[] = [];
  const def =
    /^[ \t]*(?:highp |mediump |lowp )?(?:void|float|int|bool|vec[234]|ivec[234]|bvec[234]|mat[234]|[A-Z]\w*)\s+([A-Za-z_]\w*)\s*\([^;{]*\)\s*\{/gm;
  for (const m of code.matchAll(def)) if (m[1]) names.push(m[1]);
  return names;
}
