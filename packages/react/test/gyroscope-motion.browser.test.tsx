import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { commands } from 'vitest/browser';
import { createRef } from 'react';
import { BEST_ANGLE, FoilCard, type FoilCardHandle, type GyroscopeState } from '../src/index.js';
import { resetGyroscopePermission } from '../src/use-gyroscope.js';
import { at, card, foilMesh, ownRoot, scan, settled, sleep, uTilt, until } from './support/fixtures.js';

type Api = { requestPermission?: () => Promise<string> };
const orientation = window.DeviceOrientationEvent as unknown as Api;

beforeEach(() => resetGyroscopePermission());
afterEach(async () => {
  await cleanup();
  delete orientation.requestPermission;
  await commands.reducedMotion(false);
});

function tip(beta: number, gamma: number) {
  window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha: 0, beta, gamma }));
}

async function hero(props: Partial<Parameters<typeof FoilCard>[0]> = {}) {
  const states: GyroscopeState[] = [];
  const ref = createRef<FoilCardHandle>();
  const { unmount } = await render(
    <div style={{ padding: 40 }}>
      <FoilCard
        ref={ref}
        src={scan('sv-reverse.png')}
        alt="hero"
        recipe="mirror"
        style={{ width: 160 }}
        onGyroscopeChange={(s) => states.push(s)}
        {...props}
      />
    </div>,
  );
  await until(() => card('hero').dataset.foil === 'foil', 'the foil drawn');
  return { ...foilMesh(ownRoot(card('hero'))), states, ref, unmount };
}

describe('gyroscope', () => {
  it('calibrates to the first reading, clamps, and drives the tilt', async () => {
    const { material, states } = await hero();
    expect(states).not.toContain('active');
    tip(40, 5);
    await until(() => states.at(-1) === 'active', 'active');
    expect(await settled(material)).toEqual([0, 0]);
    tip(40, 15); // 10 degrees right of the calibrated rest: half of full tilt
    const [x, y] = await settled(material);
    expect(x).toBeCloseTo(0.5, 2);
    expect(y).toBeCloseTo(0, 2);
    tip(40, 85); // far past the range: clamped
    expect((await settled(material))[0]).toBeCloseTo(1, 3);
    // Garbage (which the real constructor refuses, but a polyfill may send) is ignored.
    window.dispatchEvent(
      Object.assign(new Event('deviceorientation'), { beta: Number.NaN, gamma: Infinity }),
    );
    expect((await settled(material))[0]).toBeCloseTo(1, 3);
  });

  it('iOS: asks only on a tap; granted switches to the gyroscope', async () => {
    let asked = 0;
    orientation.requestPermission = () => {
      asked++;
      return Promise.resolve('granted');
    };
    const { material, states } = await hero();
    expect(states.at(-1)).toBe('needs-permission');
    await sleep(200);
    expect(asked).toBe(0);
    await commands.touchPath([at(card('hero'), 0.5, 0.5)]);
    await until(() => asked === 1, 'the permission prompt');
    tip(10, 0);
    await until(() => states.at(-1) === 'active', 'active');
    tip(10, -20);
    expect((await settled(material))[0]).toBeCloseTo(-1, 2);
    // The tap that asked did not also lift the card.
    expect(card('hero').dataset.inspecting).toBeUndefined();
  });

  it('gyroscope={true} offers a button that asks, without inspecting the card', async () => {
    let asked = 0;
    orientation.requestPermission = () => {
      asked++;
      return Promise.resolve('granted');
    };
    const { states } = await hero({ gyroscope: true });
    const button = [...card('hero').querySelectorAll('button')].find(
      (b) => b.textContent === 'Tilt with motion',
    );
    expect(button).toBeDefined();
    const box = button!.getBoundingClientRect();
    await commands.mouseClick([box.left + box.width / 2, box.top + box.height / 2]);
    await until(() => asked === 1, 'the permission prompt');
    await until(() => !states.includes('needs-permission') || states.at(-1) !== 'needs-permission', 'asked');
    expect(card('hero').dataset.inspecting).toBeUndefined();
    expect(card('hero').querySelector('button')).toBeNull();
  });

  it('iOS: denied (or a rejected prompt) falls back to the pointer, and no error escapes', async () => {
    const errors: Error[] = [];
    orientation.requestPermission = () => Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    const { material, states, ref } = await hero({ onError: (e) => errors.push(e) });
    await expect(ref.current!.requestGyroscope()).resolves.toBe('denied');
    await until(() => states.at(-1) === 'denied', 'denied');
    await commands.mousePath([at(card('hero'), 0.5, 0.5), at(card('hero'), 0.9, 0.5)]);
    expect((await settled(material))[0]).toBeGreaterThan(0.6);
    expect(errors).toEqual([]);
  });

  it('absent API: stays on the pointer', async () => {
    const saved = Object.getOwnPropertyDescriptor(window, 'DeviceOrientationEvent')!;
    delete (window as { DeviceOrientationEvent?: unknown }).DeviceOrientationEvent;
    try {
      const { states, ref } = await hero();
      expect(states.at(-1)).toBe('unavailable');
      await expect(ref.current!.requestGyroscope()).resolves.toBe('unavailable');
    } finally {
      Object.defineProperty(window, 'DeviceOrientationEvent', saved);
    }
  });

  it('gyroscope={false} never listens', async () => {
    const { material, states } = await hero({ gyroscope: false });
    tip(10, 0);
    tip(10, 20);
    await sleep(100);
    expect(states).toEqual(['off']);
    expect(uTilt(material)).toEqual([0, 0]);
  });
});

describe('code', () => {
  it('a controlled tilt goes where it is told; NaN and Infinity are cleaned', async () => {
    const { material, unmount } = await hero({ tilt: { x: 0.5, y: -0.25 } });
    expect(await settled(material)).toEqual([0.5, -0.25]);
    await unmount();
    const second = await hero({ tilt: { x: Number.NaN, y: Number.POSITIVE_INFINITY } });
    expect(await settled(second.material)).toEqual([0, 0]);
  });

  it('the ref sets, sanitises and resets the tilt', async () => {
    const { material, ref } = await hero();
    ref.current!.setTilt({ x: -0.4, y: 7 });
    expect(await settled(material)).toEqual([-0.4, 1]);
    ref.current!.reset();
    expect(await settled(material)).toEqual([0, 0]);
  });

  it('the showcase sway moves the card on its own, only when asked', async () => {
    const { material } = await hero({ showcase: true });
    const a = uTilt(material);
    await sleep(600);
    const b = uTilt(material);
    expect(Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1])).toBeGreaterThan(0.05);
  });
});

describe('reduced motion', () => {
  it('rests at the best angle and stops showcase and gyroscope', async () => {
    await commands.reducedMotion(true);
    const { material, states, mesh } = await hero({ showcase: true });
    expect(await settled(material)).toEqual([BEST_ANGLE.x, BEST_ANGLE.y]);
    expect(states).toEqual(['off']);
    const state = ownRoot(card('hero'));
    const frame = state.gl.info.render.frame;
    tip(10, 0);
    tip(10, 20);
    await sleep(1000);
    expect(uTilt(material)).toEqual([BEST_ANGLE.x, BEST_ANGLE.y]);
    expect(state.gl.info.render.frame).toBe(frame);
    expect(mesh.rotation.y).toBeCloseTo(-BEST_ANGLE.x * ((16 * Math.PI) / 180), 6);
  });

  it('direct input still moves it, without spring overshoot', async () => {
    async function peakDuringMove(): Promise<number> {
      const { material, unmount } = await hero({ gyroscope: false });
      await settled(material);
      let peak = -1;
      const watch = setInterval(() => (peak = Math.max(peak, uTilt(material)[0])), 4);
      await commands.mousePath([at(card('hero'), 0.5, 0.5), at(card('hero'), 0.75, 0.5)], 1);
      await settled(material);
      clearInterval(watch);
      await unmount();
      return peak;
    }
    const lively = await peakDuringMove();
    await commands.reducedMotion(true);
    const steady = await peakDuringMove();
    expect(lively).toBeGreaterThan(0.52); // the normal spring overshoots the 0.5 target
    expect(steady).toBeLessThanOrEqual(0.5 + 1e-3);
    expect(steady).toBeGreaterThan(0.45);
  });
});
