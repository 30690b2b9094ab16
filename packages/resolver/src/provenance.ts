import type { Scope } from './schemas/common.js';

/** The scope a decision was taken at; `default` = the documented fallback, no data row. */
export type DecisionScope = Scope | 'default';

/** One decision: which data row won, at which scope. */
export interface Decision {
  /** What was decided: foil, layout, mask, ink, frames, etch, glyphs. */
  decision: string;
  scope: DecisionScope;
  /** The scope's key: card id, "set/subset", set id or era id; empty for defaults. */
  key: string;
  /** Data file (relative to the data root) and the row inside it, e.g. foils.json sets.swsh9.rules[2]. */
  file: string;
  row: string;
}

export interface Provenance {
  resolverVersion: string;
  /** Version of every data file consulted, by file name. */
  dataVersions: Readonly<Record<string, number>>;
  /** Set when the printing named a set by an alias: the spelling it used. */
  setAlias?: string;
  decisions: Decision[];
  /** Things that did not stop resolution but a caller may want to see (unknown set, era mismatch…). */
  notes: string[];
}
