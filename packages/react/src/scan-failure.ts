import type { PlainOutcome } from './plain-scan.js';

/** What a card shows when its scan is the trouble, and what it tells `onError`. */
export interface ScanFailure {
  /** `scan`: a placeholder with the alt text. `broken`: the plain image, without foil. */
  readonly kind: 'scan' | 'broken';
  /** Null while the plain image has not settled: the cause is not known yet. */
  readonly error: Error | null;
}

/** Where the headers are explained, in the words a site's developer searches for. */
const CORS_DOCS = 'docs/REACT.md, "Scans on another origin (CORS)"';

/**
 * The scan's part in a card's fallback, from what the plain image and the texture each saw.
 * The plain image decides the diagnosis: it is the only request that can tell a missing scan
 * (no request loads it) from a server that sends no CORS headers (only the CORS request fails,
 * and WebGL may read an image only through a CORS request).
 */
export function scanFailure(
  src: string,
  plain: PlainOutcome | null,
  texture: Error | null,
): ScanFailure | null {
  if (!src)
    return { kind: 'scan', error: new Error('FoilCard: `src` is empty; pass the URL of the card’s scan') };
  if (plain === 'failed')
    return { kind: 'scan', error: new Error(`FoilCard: the scan ${src} failed to load`, { cause: texture }) };
  if (plain === 'no-cors') {
    return {
      kind: 'broken',
      error: new Error(
        `FoilCard: the scan ${src} is served without CORS headers, so it shows as a plain image ` +
          `and its foil cannot be drawn (WebGL may only read images their server allows). ` +
          `Send \`Access-Control-Allow-Origin: *\` (or the origin of your pages) with the image; ` +
          `see ${CORS_DOCS}`,
        { cause: texture },
      ),
    };
  }
  if (texture)
    return {
      kind: 'broken',
      error:
        plain === 'loaded'
          ? new Error(`FoilCard: the scan ${src} loaded as an image but not as a WebGL texture`, {
              cause: texture,
            })
          : null,
    };
  return null;
}
