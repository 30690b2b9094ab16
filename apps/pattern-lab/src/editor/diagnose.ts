// Everything wrong with an edited recipe, at body lines: the registry's checks, then the compiler.
import { checkRecipe, type FoilRecipe } from '@foilkit/core';
import { compileErrors } from './compile-check.js';

export interface Finding {
  /** 1-based line in the recipe body; 0 for the recipe as a whole. */
  readonly line: number;
  readonly severity: 'error' | 'warning';
  /** Where the registry or compiler points: `glsl line 4`, `params.uP1`, `compile`. */
  readonly where: string;
  readonly message: string;
}

/** Registry problems are warnings (the GLSL may still be fine); compile errors are errors. */
export function diagnose(recipe: FoilRecipe): Finding[] {
  const findings: Finding[] = checkRecipe(recipe).map((p) => {
    const m = /^glsl line (\d+)$/.exec(p.where);
    return { line: m ? Number(m[1]) : 0, severity: 'warning', where: p.where, message: p.message };
  });
  for (const e of compileErrors(recipe))
    findings.push({ line: e.line, severity: 'error', where: 'compile', message: e.message });
  return findings;
}
