import { describe, expect, it } from 'vitest';
import { scanFailure } from '../src/scan-failure.js';

const texture = new Error('texture');

describe('scanFailure', () => {
  it('nothing is wrong until something fails', () => {
    expect(scanFailure('a.png', null, null)).toBeNull();
    expect(scanFailure('a.png', 'loaded', null)).toBeNull();
  });

  it('an empty src is a missing scan', () => {
    expect(scanFailure('', null, null)).toMatchObject({ kind: 'scan', error: { message: /`src` is empty/ } });
  });

  it('a scan no request loads is a missing scan, whatever the texture saw', () => {
    for (const t of [null, texture])
      expect(scanFailure('a.png', 'failed', t)).toMatchObject({
        kind: 'scan',
        error: { message: 'FoilCard: the scan a.png failed to load' },
      });
  });

  it('a scan that loads only without CORS keeps the plain image and names the header', () => {
    const failure = scanFailure('https://cdn.example/a.png', 'no-cors', null);
    expect(failure?.kind).toBe('broken');
    expect(failure?.error?.message).toMatch(/https:\/\/cdn\.example\/a\.png is served without CORS headers/);
    expect(failure?.error?.message).toContain('Access-Control-Allow-Origin: *');
  });

  it('a failed texture waits for the plain image before it names a cause', () => {
    expect(scanFailure('a.png', null, texture)).toEqual({ kind: 'broken', error: null });
    expect(scanFailure('a.png', 'loaded', texture)?.error?.cause).toBe(texture);
  });
});
