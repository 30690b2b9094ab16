// Issue 20, part 3: a scan on another origin that sends no CORS headers. The plain image needs
// no CORS and must still show; only the foil (a WebGL texture, which does) is unavailable, and
// onError says why and what the server should send. Next to it, the same kind of origin with
// CORS headers, whose card reaches foil.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { commands } from 'vitest/browser';
import { FoilCard, FoilCollection } from '../src/index.js';
import { card, sleep, until } from './support/fixtures.js';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, 140px)', gap: 24, padding: 24 } as const;

let origins: { withCors: string; withoutCors: string };

beforeAll(async () => {
  origins = await commands.startScanOrigins();
});
afterAll(async () => {
  await commands.stopScanOrigins();
});
afterEach(async () => {
  await cleanup();
});

function image(label: string): HTMLImageElement {
  const img = card(label).querySelector('img');
  if (!img) throw new Error(`card "${label}" has no image`);
  return img;
}

describe('a scan on another origin', () => {
  it('without CORS headers: the plain image shows, the foil does not, and onError names the headers', async () => {
    expect(new URL(origins.withoutCors).origin).not.toBe(location.origin);
    const errors: Record<string, Error[]> = { cors: [], none: [], missing: [] };
    await render(
      <FoilCollection style={grid}>
        <FoilCard
          src={`${origins.withCors}swsh-reverse.png`}
          alt="with cors"
          recipe="mirror"
          onError={(e) => errors.cors!.push(e)}
        />
        <FoilCard
          src={`${origins.withoutCors}sv-reverse.png`}
          alt="without cors"
          recipe="mirror"
          onError={(e) => errors.none!.push(e)}
        />
        <FoilCard
          src={`${origins.withoutCors}no-such-scan.png`}
          alt="missing"
          recipe="mirror"
          onError={(e) => errors.missing!.push(e)}
        />
      </FoilCollection>,
    );
    await until(() => card('with cors').dataset.foil === 'foil', 'the CORS card drawn as foil');
    await until(() => card('without cors').dataset.foil === 'broken', 'the no-CORS card settled');
    await until(() => errors.none!.length > 0, 'onError for the no-CORS card');
    await until(() => card('missing').dataset.foil === 'scan', 'the missing scan placeholder');

    // The card stays visible: the image loaded (through a request without CORS) and shows.
    const plain = image('without cors');
    await until(() => plain.complete && plain.naturalWidth > 0, 'the plain image decoded');
    expect(plain.hasAttribute('crossorigin')).toBe(false);
    expect(getComputedStyle(plain).visibility).toBe('visible');
    expect(card('without cors').querySelector('.foilkit-placeholder')).toBeNull();

    expect(errors.none).toHaveLength(1);
    const message = errors.none![0]!.message;
    expect(message).toContain(`${origins.withoutCors}sv-reverse.png`);
    expect(message).toMatch(/CORS headers/);
    expect(message).toContain('Access-Control-Allow-Origin');
    expect(message).not.toMatch(/failed to load/);

    // A scan that is not there at all is still a missing scan, not a CORS problem.
    expect(errors.missing).toHaveLength(1);
    expect(errors.missing![0]!.message).toMatch(/no-such-scan\.png failed to load/);
    expect(card('missing').textContent).toBe('missing');

    // The CORS card is untouched by either, and stays so.
    await sleep(300);
    expect(errors.cors).toEqual([]);
    expect(card('with cors').dataset.foil).toBe('foil');
    expect(image('with cors').getAttribute('crossorigin')).toBe('anonymous');
  });

  it('a card alone (its own canvas) falls back the same way', async () => {
    const errors: Error[] = [];
    await render(
      <div style={{ width: 140, padding: 24 }}>
        <FoilCard
          src={`${origins.withoutCors}swsh-reverse.png`}
          alt="alone"
          recipe="mirror"
          onError={(e) => errors.push(e)}
        />
      </div>,
    );
    await until(() => card('alone').dataset.foil === 'broken', 'the card settled');
    const plain = image('alone');
    await until(() => plain.complete && plain.naturalWidth > 0, 'the plain image decoded');
    // Told once the plain image has answered (the texture may fail first).
    await until(() => errors.length > 0, 'onError');
    await sleep(200);
    expect(getComputedStyle(plain).visibility).toBe('visible');
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/without CORS headers/)]);
  });
});
