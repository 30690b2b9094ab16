import { flipRows } from '@foilkit/render-harness';

/** One labelled cell of a sheet: RGBA pixels, top row first. */
export interface SheetCell {
  readonly rgba: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly label: string;
  readonly sublabel?: string;
}

/** A cell from a render harness readback (bottom row first, as GL reads), labelled. */
export function renderedCell(
  px: { readonly data: Uint8Array; readonly width: number; readonly height: number },
  label: string,
  sublabel?: string,
): SheetCell {
  return {
    rgba: flipRows(px.data, px.width, px.height),
    width: px.width,
    height: px.height,
    label,
    ...(sublabel === undefined ? {} : { sublabel }),
  };
}

/** Lays cells out in a grid on a dark ground with two caption lines each; returns a data URL (PNG unless asked). */
export function composeSheet(
  cells: readonly SheetCell[],
  columns: number,
  title?: string,
  mime: 'image/png' | 'image/jpeg' = 'image/png',
): string {
  const first = cells[0];
  if (!first) throw new Error('sheet: nothing to lay out');
  const cellW = first.width + 16;
  const cellH = first.height + 34;
  const top = title ? 28 : 0;
  const canvas = document.createElement('canvas');
  canvas.width = cellW * columns;
  canvas.height = cellH * Math.ceil(cells.length / columns) + top;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('sheet: no 2d context');
  ctx.fillStyle = '#1d1f24';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  if (title) {
    ctx.fillStyle = '#e8e8ea';
    ctx.font = '14px sans-serif';
    ctx.fillText(title, 8, 19);
  }
  cells.forEach((c, i) => {
    const x = (i % columns) * cellW + 8;
    const y = Math.floor(i / columns) * cellH + 6 + top;
    const tmp = document.createElement('canvas');
    tmp.width = c.width;
    tmp.height = c.height;
    tmp.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(c.rgba), c.width, c.height), 0, 0);
    ctx.drawImage(tmp, x, y);
    ctx.fillStyle = '#e8e8ea';
    ctx.font = '11px sans-serif';
    ctx.fillText(c.label, x, y + c.height + 13);
    if (c.sublabel) {
      ctx.fillStyle = '#9aa0aa';
      ctx.fillText(c.sublabel, x, y + c.height + 25);
    }
  });
  // JPEG only for sheets too large to keep as PNG; 0.85 keeps single-pixel glints visible at a quarter of the size.
  return canvas.toDataURL(mime, 0.85);
}
