// Node module hooks that let plain `node` run this package's TypeScript source:
// Node 20 cannot strip types itself, so each .ts file is transpiled (no type
// check) with the workspace's own TypeScript. A relative import written as
// './x.js' (the workspace's convention) or './x' resolves to './x.ts'.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export async function resolve(specifier, context, nextResolve) {
  const fromTs = context.parentURL?.endsWith('.ts');
  if (fromTs && specifier.startsWith('.') && !specifier.endsWith('.json')) {
    const stem = specifier.replace(/\.js$/, '');
    for (const candidate of [specifier, `${stem}.ts`, `${stem}/index.ts`]) {
      const url = new URL(candidate, context.parentURL);
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
  }
  // Workspace packages resolve to their TypeScript source, as in the repo's TypeScript and Vite.
  const conditions = [...(context.conditions ?? []), '@foilkit/source'];
  return nextResolve(specifier, { ...context, conditions });
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = readFileSync(fileURLToPath(url), 'utf8');
  const out = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
    },
  });
  return { format: 'module', source: out.outputText, shortCircuit: true };
}
