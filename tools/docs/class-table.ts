// The printing-class table and the finish table of docs/RESOLVER.md, written from foils.json:
// the data is the one source, the document shows it. `npm run docs:classes` rewrites them.
import type { FoilRule, FoilsFile } from '../../packages/resolver/src/schemas/foils.js';

export const CLASS_BEGIN = '<!-- class-table:begin (npm run docs:classes) -->';
export const CLASS_END = '<!-- class-table:end -->';
export const FINISH_BEGIN = '<!-- finish-table:begin (npm run docs:classes) -->';
export const FINISH_END = '<!-- finish-table:end -->';

const cell = (s: string): string => s.replace(/\|/g, '\\|');

/** Where rows name each class: "era swsh: rare-holo-v", "set cel25/classic: *" … */
function keysByClass(foils: FoilsFile): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  const walk = (where: string, rules: readonly FoilRule[] | undefined): void =>
    rules?.forEach((r) => {
      if (r.class === undefined) return;
      const key = `${where}: ${r.rarity}${r.subtype ? ` + ${r.subtype}` : ''}${r.variantKind === 'holofoil' || r.variantKind === '*' ? '' : ` (${r.variantKind})`}`;
      const list = keys.get(r.class) ?? [];
      if (!list.includes(key)) list.push(key);
      keys.set(r.class, list);
    });
  walk('defaults', foils.defaults.rules);
  for (const [era, row] of Object.entries(foils.eras)) walk(`era ${era}`, row.rules);
  for (const [id, set] of Object.entries(foils.sets)) {
    if (set.synthetic) continue;
    walk(`set ${id}`, set.rules);
    for (const [sub, s] of Object.entries(set.subsets ?? {})) walk(`${id}/${sub}`, s.rules);
  }
  for (const [card, row] of Object.entries(foils.cards ?? {})) walk(`card ${card}`, row.rules);
  return keys;
}

export function classTableMarkdown(foils: FoilsFile): string {
  const keys = keysByClass(foils);
  const lines = [
    CLASS_BEGIN,
    '| class | what the printing has | recipe | area | texture | ink | keyed by | sources | unsure |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [id, c] of Object.entries(foils.classes ?? {}))
    lines.push(
      `| \`${id}\` | ${cell(c.label)} | ${c.recipe === null ? '—' : `\`${c.recipe}\``} | ${c.area} | ${c.texture} | ${c.ink ?? '—'} | ${cell((keys.get(id) ?? ['(no row: not keyed)']).join('; '))} | ${c.sources.join(', ')} | ${cell(c.unsure ?? '')} |`,
    );
  lines.push(CLASS_END);
  return lines.join('\n');
}

export function finishTableMarkdown(foils: FoilsFile): string {
  const meaning: Record<string, string> = {
    own: "the printing's own foil: its class decides area, recipe and texture (no class: the art window)",
    reverse: 'reverse: everything outside the art window',
    window: 'inside the art window, whatever the class',
    full: 'the whole face, whatever the class',
    none: 'no foil: no recipe, mask tier none',
  };
  const lines = [
    FINISH_BEGIN,
    '| finish (variant kind) | also accepted | rules of | edition | means |',
    '|---|---|---|---|---|',
  ];
  for (const [id, v] of Object.entries(foils.variants))
    lines.push(
      `| \`${id}\` | ${(v.aliases ?? []).map((a) => `\`${a}\``).join(', ') || '—'} | ${v.as ? `\`${v.as}\`` : '—'} | ${v.edition ?? '—'} | ${cell(meaning[v.mask] ?? v.mask)} |`,
    );
  lines.push(FINISH_END);
  return lines.join('\n');
}

/** `text` with both tables replaced between their markers; throws when a marker is missing. */
export function withTables(text: string, foils: FoilsFile): string {
  let out = text;
  for (const [begin, end, table] of [
    [CLASS_BEGIN, CLASS_END, classTableMarkdown(foils)],
    [FINISH_BEGIN, FINISH_END, finishTableMarkdown(foils)],
  ] as const) {
    const start = out.indexOf(begin);
    const stop = out.indexOf(end);
    if (start < 0 || stop < 0) throw new Error(`docs/RESOLVER.md: markers ${begin} … ${end} not found`);
    out = out.slice(0, start) + table + out.slice(stop + end.length);
  }
  return out;
}
