import layoutsJson from '@foilkit/data/layouts.json';
import type { CardLayout } from '../src/index.js';

interface LayoutsFile {
  eras: Record<string, { layouts: Record<string, CardLayout> }>;
}

const layouts = layoutsJson as LayoutsFile;

export function layoutOf(era: string, id: string): CardLayout {
  const layout = layouts.eras[era]?.layouts[id];
  if (!layout) throw new Error(`no layout ${era}/${id}`);
  return layout;
}

export function allLayouts(): Array<{ era: string; id: string; layout: CardLayout }> {
  return Object.entries(layouts.eras).flatMap(([era, e]) =>
    Object.entries(e.layouts).map(([id, layout]) => ({ era, id, layout })),
  );
}

export function luminanceAt(rgba: Uint8Array, i: number): number {
  return (
    (0.2126 * (rgba[i * 4] ?? 0) + 0.7152 * (rgba[i * 4 + 1] ?? 0) + 0.0722 * (rgba[i * 4 + 2] ?? 0)) / 255
  );
}
