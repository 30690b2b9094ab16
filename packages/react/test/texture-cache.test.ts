import { describe, expect, it } from 'vitest';
import { RefCache } from '../src/ref-cache.js';
import { sanitizeTilt } from '../src/sanitize-tilt.js';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('RefCache', () => {
  it('loads a key once for all users and disposes it when the last one releases', async () => {
    const loads: string[] = [];
    const disposed: string[] = [];
    const cache = new RefCache<string>(
      (key) => {
        loads.push(key);
        return Promise.resolve(`value:${key}`);
      },
      (v) => disposed.push(v),
    );
    const a = cache.acquire('scan.png');
    const b = cache.acquire('scan.png');
    expect(await a.value).toBe(await b.value);
    expect(loads).toEqual(['scan.png']);
    a.release();
    a.release(); // a second release of the same use is ignored
    await flush();
    expect(disposed).toEqual([]);
    b.release();
    await flush();
    expect(disposed).toEqual(['value:scan.png']);
    expect(cache.size).toBe(0);
  });

  it('forgets a failed load so the next user retries', async () => {
    let attempt = 0;
    const cache = new RefCache<number>(
      () => (++attempt === 1 ? Promise.reject(new Error('404')) : Promise.resolve(attempt)),
      () => undefined,
    );
    await expect(cache.acquire('x').value).rejects.toThrow('404');
    await flush();
    expect(await cache.acquire('x').value).toBe(2);
  });
});

describe('sanitizeTilt', () => {
  it('turns NaN, Infinity and non-numbers into 0 and clamps the rest', () => {
    expect(sanitizeTilt({ x: Number.NaN, y: Number.POSITIVE_INFINITY })).toEqual({ x: 0, y: 0 });
    expect(sanitizeTilt({ x: 3, y: -3 })).toEqual({ x: 1, y: -1 });
    expect(sanitizeTilt({ x: '0.5' as unknown as number })).toEqual({ x: 0, y: 0 });
    expect(sanitizeTilt(null)).toEqual({ x: 0, y: 0 });
    expect(sanitizeTilt({ x: 0.25, y: -0.5 })).toEqual({ x: 0.25, y: -0.5 });
  });
});
