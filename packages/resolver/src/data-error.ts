/**
 * Malformed data. Always names the file, the row (the entry that holds the
 * problem, e.g. `sets.swsh9` or `rows[3]`) and the field path inside that row,
 * so a data author can go straight to the line.
 */
export class DataError extends Error {
  override readonly name = 'DataError';

  constructor(
    readonly file: string,
    readonly row: string,
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${file}: ${row || '(file)'}${field ? ` field "${field}"` : ''}: ${detail}`);
  }
}

/** Splits a zod-style issue path into the row that holds it and the field inside that row. */
export function splitPath(
  path: ReadonlyArray<PropertyKey>,
  rowDepth: number,
): { row: string; field: string } {
  const firstIndex = path.findIndex((s) => typeof s === 'number');
  const cut = firstIndex >= 0 && firstIndex < rowDepth ? firstIndex + 1 : Math.min(rowDepth, path.length);
  const fieldPath = path.slice(cut);
  return { row: renderPath(path.slice(0, cut)), field: renderPath(fieldPath) };
}

/** A path as data authors write it: `sets.swsh9.rules[2].recipe`. */
export function renderPath(segments: ReadonlyArray<PropertyKey>): string {
  return segments.reduce<string>(
    (out, s) => (typeof s === 'number' ? `${out}[${s}]` : out ? `${out}.${String(s)}` : String(s)),
    '',
  );
}
