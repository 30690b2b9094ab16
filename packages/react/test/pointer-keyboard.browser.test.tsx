import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { commands, userEvent } from 'vitest/browser';
import { setFoilEnabled } from '@foilkit/core';
import { FoilCard } from '../src/index.js';
import { LEAVE_DELAY_MS } from '../src/use-pointer-tilt.js';
import {
  at,
  card,
  foilMesh,
  nextFrame,
  ownRoot,
  pixelAt,
  scan,
  settled,
  sleep,
  uTilt,
  until,
} from './support/fixtures.js';

afterEach(async () => {
  await cleanup();
  setFoilEnabled(true);
});

const MAX = (16 * Math.PI) / 180;

async function hero(extra: Partial<Parameters<typeof FoilCard>[0]> = {}) {
  let commits = 0;
  await render(
    <div style={{ padding: 40 }}>
      <Profiler id="card" onRender={() => commits++}>
        <FoilCard
          src={scan('swsh-reverse.png')}
          alt="hero"
          recipe="mirror"
          style={{ width: 180 }}
          {...extra}
        />
      </Profiler>
    </div>,
  );
  await until(() => card('hero').dataset.foil === 'foil', 'the foil drawn');
  const { mesh, material } = foilMesh(ownRoot(card('hero')));
  return { mesh, material, commits: () => commits };
}

describe('pointer tilt', () => {
  it('follows the pointer, writes rotation, uTilt and the view vector from one value', async () => {
    const { mesh, material } = await hero();
    await commands.mousePath([at(card('hero'), 0.5, 0.5), at(card('hero'), 0.9, 0.1)]);
    const [x, y] = await settled(material);
    expect(x).toBeCloseTo(0.8, 1);
    expect(y).toBeCloseTo(0.8, 1);
    expect(mesh.rotation.x).toBeCloseTo(y * MAX, 5);
    expect(mesh.rotation.y).toBeCloseTo(-x * MAX, 5);
    expect(material.uniforms.uViewTSOn!.value).toBe(1);
    // The stage's real view vector leans the way the shader's tilt model says it should.
    const v = material.uniforms.uViewTS!.value as { x: number; y: number; z: number };
    expect(Math.sign(v.x)).toBe(1);
    expect(Math.sign(v.y)).toBe(1);
    expect(v.x).toBeCloseTo(Math.sin(x * MAX) * Math.cos(y * MAX), 1);
    // The plain image under the foil is not rewritten while hidden; shown again (foil switched
    // off), it carries the same angle as a CSS transform.
    const img = card('hero').querySelector('img')!;
    const angles = () => {
      const css = /rotateX\((-?[\d.e-]+)rad\) rotateY\((-?[\d.e-]+)rad\)/.exec(img.style.transform);
      return [Number(css?.[1]), Number(css?.[2])];
    };
    expect(angles()[1]).toBeCloseTo(0, 6);
    setFoilEnabled(false);
    await until(() => card('hero').dataset.foil === 'plain', 'the plain image');
    expect(angles()[0]).toBeCloseTo(-mesh.rotation.x, 6);
    expect(angles()[1]).toBeCloseTo(mesh.rotation.y, 6);
    setFoilEnabled(true);
  });

  it('waits, then eases back to rest after the pointer leaves', async () => {
    const { material } = await hero();
    await commands.mousePath([at(card('hero'), 0.5, 0.5), at(card('hero'), 0.1, 0.5)]);
    const [x] = await settled(material);
    expect(x).toBeLessThan(-0.6);
    await commands.mousePath([[5, 5]]);
    await sleep(LEAVE_DELAY_MS / 2);
    expect(uTilt(material)[0]).toBeLessThan(-0.6);
    await sleep(LEAVE_DELAY_MS);
    const [rx, ry] = await settled(material);
    expect(Math.abs(rx)).toBeLessThan(0.01);
    expect(Math.abs(ry)).toBeLessThan(0.01);
  });

  it('moving over the card re-renders React a bounded number of times, not per frame', async () => {
    const { material, commits } = await hero();
    const before = commits();
    const path: [number, number][] = [];
    for (let i = 0; i <= 20; i++) path.push(at(card('hero'), 0.1 + 0.04 * i, 0.3 + 0.02 * i));
    await commands.mousePath(path, 2);
    await settled(material);
    expect(uTilt(material)[0]).toBeGreaterThan(0.5);
    expect(commits() - before).toBeLessThanOrEqual(2);
  });
});

describe('touch', () => {
  it('a horizontal drag tilts; a vertical drag scrolls the page', async () => {
    await render(
      <div style={{ padding: 40, height: 3000 }}>
        <FoilCard src={scan('swsh-reverse.png')} alt="hero" recipe="mirror" style={{ width: 200 }} />
      </div>,
    );
    await until(() => card('hero').dataset.foil === 'foil', 'the foil drawn');
    const { material } = foilMesh(ownRoot(card('hero')));
    const el = card('hero');
    const sideways: [number, number][] = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].map((f) => at(el, f, 0.5));
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, uTilt(material)[0])), 5);
    await commands.touchPath(sideways);
    await sleep(100);
    clearInterval(watch);
    expect(peak).toBeGreaterThan(0.4);

    window.scrollTo(0, 0);
    const down: [number, number][] = [0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2].map((f) => at(el, 0.5, f));
    await commands.touchPath(down);
    await until(() => window.scrollY > 20, 'the page to scroll', 3000);
    window.scrollTo(0, 0);
  });
});

describe('keyboard', () => {
  it('is focusable with an accessible name and a visible focus ring; arrows tilt, Esc levels', async () => {
    const { material } = await hero();
    const el = card('hero');
    expect(el.getAttribute('role')).toBe('img');
    await userEvent.tab();
    expect(document.activeElement).toBe(el);
    await until(() => el.style.outlineStyle === 'solid', 'the focus ring');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    const [x, y] = await settled(material);
    expect(x).toBeCloseTo(0.5, 2);
    expect(y).toBeCloseTo(0.25, 2);
    await userEvent.keyboard('{Escape}');
    const [lx, ly] = await settled(material);
    expect(Math.abs(lx) + Math.abs(ly)).toBeLessThan(0.01);
  });

  it('Enter lifts the card for inspection and Esc puts it back', async () => {
    await hero();
    const el = card('hero');
    el.focus();
    const rest = el.getBoundingClientRect();
    await userEvent.keyboard('{Enter}');
    expect(el.dataset.inspecting).toBe('true');
    await sleep(400);
    expect(el.getBoundingClientRect().width).toBeGreaterThan(rest.width * 1.5);
    await userEvent.keyboard('{Escape}');
    expect(el.dataset.inspecting).toBeUndefined();
    await nextFrame();
  });
});

describe('inspect and card back', () => {
  it('a click lifts the card; dragging past 90 degrees shows the back; a click outside returns it', async () => {
    const paint = document.createElement('canvas');
    paint.width = 63;
    paint.height = 88;
    const g = paint.getContext('2d')!;
    g.fillStyle = '#ff0000';
    g.fillRect(0, 0, 63, 88);
    const { mesh } = await hero({ back: paint.toDataURL('image/png') });
    const el = card('hero');
    await commands.mouseClick(at(el, 0.5, 0.5));
    expect(el.dataset.inspecting).toBe('true');
    await sleep(400);
    const state = ownRoot(el);
    const centre = () => at(el, 0.5, 0.5);
    expect(pixelAt(state, ...centre())[0] > 200 && pixelAt(state, ...centre())[1] < 40).toBe(false);
    // Drag across the card: a full card width turns it half a revolution.
    const [x0, y0] = at(el, 0.15, 0.5);
    const [x1] = at(el, 0.95, 0.5);
    await commands.mouseDrag([x0, y0], [x1 + (x1 - x0) * 0.3, y0]);
    await until(() => Math.abs(Math.abs(mesh.rotation.y) - Math.PI) < 0.35, 'the card turned over');
    await sleep(600);
    const [r, gr, b] = pixelAt(state, ...centre());
    expect(r).toBeGreaterThan(200);
    expect(gr).toBeLessThan(40);
    expect(b).toBeLessThan(40);
    expect(el.dataset.inspecting).toBe('true');
    await commands.mouseClick([3, 3]);
    expect(el.dataset.inspecting).toBeUndefined();
    await until(() => Math.abs(mesh.rotation.y) < 0.35, 'face up again');
  });

  it('a card back that fails to load is reported, and the face stays', async () => {
    const errors: Error[] = [];
    await hero({ back: '/no-such-back.png', onError: (e) => errors.push(e) });
    await until(() => errors.length > 0, 'onError');
    expect(errors[0]!.message).toContain('card back /no-such-back.png');
    expect(card('hero').dataset.foil).toBe('foil');
  });
});
