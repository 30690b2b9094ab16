// Real input for the browser tests: Playwright's mouse and CDP touch, aimed at points given in
// the test iframe's CSS pixels (the runner shows the iframe inside its own page, maybe scaled).
import type { BrowserCommand } from 'vitest/node';
import { scanOriginCommands } from './scan-origins.js';

type Point = readonly [number, number];

async function toPage(ctx: Parameters<BrowserCommand>[0], points: readonly Point[]): Promise<Point[]> {
  const frame = await ctx.frame();
  const box = await (await frame.frameElement()).boundingBox();
  const inner = await frame.evaluate(() => innerWidth);
  if (!box) throw new Error('test iframe has no box');
  const scale = box.width / inner;
  return points.map(([x, y]) => [box.x + x * scale, box.y + y * scale] as const);
}

/** Moves the real mouse through the points, `steps` interpolated moves between each. */
const mousePath: BrowserCommand<[points: Point[], steps?: number]> = async (ctx, points, steps = 4) => {
  for (const [x, y] of await toPage(ctx, points)) await ctx.page.mouse.move(x, y, { steps });
};

const mouseClick: BrowserCommand<[point: Point]> = async (ctx, point) => {
  const [[x, y]] = (await toPage(ctx, [point])) as [Point];
  await ctx.page.mouse.click(x, y);
};

/** Press at `from`, move to `to` in steps, release. */
const mouseDrag: BrowserCommand<[from: Point, to: Point]> = async (ctx, from, to) => {
  const [a, b] = (await toPage(ctx, [from, to])) as [Point, Point];
  await ctx.page.mouse.move(a[0], a[1]);
  await ctx.page.mouse.down();
  await ctx.page.mouse.move(b[0], b[1], { steps: 12 });
  await ctx.page.mouse.up();
};

/** One finger: down at the first point, through the rest, up. Chromium's own gesture handling decides scrolls. */
const touchPath: BrowserCommand<[points: Point[]]> = async (ctx, points) => {
  const cdp = await ctx.page.context().newCDPSession(ctx.page);
  const path = await toPage(ctx, points);
  const at = ([x, y]: Point) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(path[0]!) });
  for (const p of path.slice(1)) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(p) });
    await new Promise((r) => setTimeout(r, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
};

const reducedMotion: BrowserCommand<[on: boolean]> = async (ctx, on) => {
  await ctx.page.emulateMedia({ reducedMotion: on ? 'reduce' : 'no-preference' });
};

export const reactCommands = {
  mousePath,
  mouseClick,
  mouseDrag,
  touchPath,
  reducedMotion,
  ...scanOriginCommands,
};
