import { describe, expect, it } from 'vitest';
import { planRedraw, type Box, type PlanView } from '../src/redraw-plan.js';

const canvas: Box = { left: 0, top: 0, width: 1000, height: 800 };
const at = (left: number, top: number, width = 100, height = 140): Box => ({ left, top, width, height });

function view(name: string, box: Box | null, opts: Partial<PlanView<string>> = {}): PlanView<string> {
  return { view: name, box, ink: box, previousInk: box, dirty: false, index: 1, ...opts };
}

const row = (n: number, gap: number) =>
  Array.from({ length: n }, (_, i) => view(`v${i}`, at(i * (100 + gap), 0)));

describe('planRedraw', () => {
  it('nothing changed: nothing is cleared or drawn', () => {
    expect(planRedraw(row(5, 20), canvas, false)).toEqual([]);
  });

  it('one changed view among many: one pass over where it was and is, drawing it alone', () => {
    const views = row(5, 20);
    views[2] = { ...views[2]!, dirty: true, ink: at(240, 0, 100, 150) };
    const passes = planRedraw(views, canvas, false);
    expect(passes).toHaveLength(1);
    expect(passes[0]!.draws).toEqual(['v2']);
    // Clipped to the canvas at the top.
    expect(passes[0]!.region).toEqual({ left: 239, top: 0, width: 102, height: 151 });
  });

  it('neighbours that overlap the changed region are drawn again inside it, in index order', () => {
    const views = row(3, -10);
    views[1] = { ...views[1]!, dirty: true };
    views[0] = { ...views[0]!, index: 2 };
    const passes = planRedraw(views, canvas, false);
    expect(passes).toHaveLength(1);
    expect(passes[0]!.draws).toEqual(['v1', 'v2', 'v0']);
  });

  it('a view that left: where it was is cleared, and nothing of it is drawn', () => {
    const views = [...row(3, 20), view('gone', null, { previousInk: at(500, 300), dirty: true })];
    const passes = planRedraw(views, canvas, false);
    expect(passes).toEqual([{ region: { left: 499, top: 299, width: 102, height: 142 }, draws: [] }]);
  });

  it('a view that moved: one region covers its old and new place', () => {
    const views = row(3, 20);
    views[0] = { ...views[0]!, box: at(0, 200), ink: at(0, 200), dirty: true };
    const passes = planRedraw(views, canvas, false);
    expect(passes[0]!.region).toEqual({ left: 0, top: 0, width: 101, height: 341 });
    expect(passes[0]!.draws).toEqual(['v0']);
  });

  it('when most views changed, or everything is asked for, one pass over the whole canvas', () => {
    const overlapping = row(6, -10).map((v) => ({ ...v, dirty: true }));
    const full = planRedraw(overlapping, canvas, false);
    expect(full).toHaveLength(1);
    expect(full[0]!.region).toBe(canvas);
    expect(full[0]!.draws).toEqual(['v0', 'v1', 'v2', 'v3', 'v4', 'v5']);
    const asked = planRedraw(row(3, 20), canvas, true);
    expect(asked).toEqual([{ region: canvas, draws: ['v0', 'v1', 'v2'] }]);
  });

  it('views off the canvas are never drawn', () => {
    const views = [view('in', at(0, 0), { dirty: true }), view('out', null, { previousInk: null })];
    expect(planRedraw(views, canvas, true)[0]!.draws).toEqual(['in']);
  });
});
