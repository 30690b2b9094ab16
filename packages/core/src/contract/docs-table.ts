import { UNIFORM_NAMES, uniformSpec } from './derive.js';

function show(value: unknown): string {
  if (value === null) return 'fallback texture';
  if (Array.isArray(value)) return `(${value.map((v: number) => +v.toFixed(4)).join(', ')})`;
  return String(+(value as number).toFixed(4));
}

export const UNIFORM_TABLE_BEGIN =
  '<!-- uniform-table:begin (generated from packages/core/src/contract/uniforms.ts; do not edit by hand) -->';
export const UNIFORM_TABLE_END = '<!-- uniform-table:end -->';

/** The docs table, generated from the uniform table; a test keeps docs/SHADER-CONTRACT.md equal to it. */
export function uniformsMarkdownTable(): string {
  const rows = UNIFORM_NAMES.map((name) => {
    const s = uniformSpec(name);
    const range = s.range ? `${s.range.min} .. ${s.range.max}` : '';
    return `| \`${name}\` | ${s.type} | ${show(s.default)} | ${range} | ${s.group} | ${s.owner} | ${s.meaning.replace(/\|/g, '\\|')} |`;
  });
  return [
    UNIFORM_TABLE_BEGIN,
    '| Uniform | Type | Default | Range | Group | Owner | Meaning |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    UNIFORM_TABLE_END,
  ].join('\n');
}
