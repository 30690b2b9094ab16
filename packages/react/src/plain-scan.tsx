import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { CAMERA_DISTANCE } from './stage-geometry.js';
import type { TiltDrive } from './use-tilt-spring.js';

const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

const PLACEHOLDER: CSSProperties = {
  ...FILL,
  display: 'grid',
  placeItems: 'center',
  background: '#ddd',
  color: '#333',
  borderRadius: '4.5%',
  textAlign: 'center',
  padding: '8%',
  boxSizing: 'border-box',
};

/**
 * How the plain image of one `src` ended: `loaded` (with CORS, so WebGL may read it too),
 * `no-cors` (refused as a CORS request, shown without one: the server sends no CORS headers),
 * or `failed` (not even a plain request loads it).
 */
export type PlainOutcome = 'loaded' | 'no-cors' | 'failed';

export interface PlainScanProps {
  readonly src: string;
  readonly alt: string;
  /** The scan failed: show a placeholder with the alt text instead. */
  readonly failed: boolean;
  /** The foil is drawn over it: keep the box, hide the pixels. */
  readonly hidden: boolean;
  readonly drive: TiltDrive;
  readonly maxTilt: { readonly current: number };
  /** Once per `src`, when its image has settled. */
  readonly onOutcome: (outcome: PlainOutcome) => void;
}

/**
 * The card as a plain image: what the server sends, what shows until the foil is drawn and
 * whenever it cannot be. It tilts with a CSS 3D transform written straight from the tilt spring
 * (no React render), in the same perspective as the WebGL stage.
 *
 * It is first requested as the texture will be (`crossOrigin="anonymous"`), so the browser
 * fetches the scan once for both. If that fails it asks once more without CORS: an `<img>` needs
 * none, so a scan on a CDN that sends no CORS headers still shows, and the answer tells the card
 * why its foil cannot be drawn.
 */
export function PlainScan({ src, alt, failed, hidden, drive, maxTilt, onOutcome }: PlainScanProps) {
  const image = useRef<HTMLImageElement>(null);
  // The src whose CORS request failed: that src is shown through a plain request instead.
  const [plainFor, setPlainFor] = useState<string | null>(null);
  const anonymous = plainFor !== src;
  const settle = (ok: boolean) => {
    if (ok) onOutcome(anonymous ? 'loaded' : 'no-cors');
    else if (anonymous) setPlainFor(src);
    else onOutcome('failed');
  };
  const settleRef = useRef(settle);
  useEffect(() => {
    settleRef.current = settle;
  });
  // Server HTML: the image may have loaded or failed before hydration attached the handlers.
  useEffect(() => {
    const img = image.current;
    if (img?.complete) settleRef.current(img.naturalWidth > 0);
  }, [src, anonymous, failed]);
  // Under the foil the image is not seen: its transform waits, and is written once when the
  // image shows again (the foil falls back, or is switched off), not on every spring tick.
  // Before the paint: the image must not show for a frame at rest while the card is tilted.
  useLayoutEffect(() => {
    if (hidden) return;
    const write = () => {
      const t = drive.current();
      const max = maxTilt.current;
      if (image.current)
        image.current.style.transform = `perspective(${CAMERA_DISTANCE * 100}cqw) rotateX(${-t.y * max}rad) rotateY(${-t.x * max + drive.turn.get()}rad)`;
    };
    write();
    return drive.subscribe(write);
  }, [drive, maxTilt, failed, anonymous, hidden]);

  if (failed)
    return (
      <div className="foilkit-placeholder" style={PLACEHOLDER}>
        {alt}
      </div>
    );
  return (
    <img
      // A new element for the second request: changing crossOrigin in place may not refetch.
      key={anonymous ? 'cors' : 'plain'}
      ref={image}
      src={src}
      alt={alt}
      draggable={false}
      crossOrigin={anonymous ? 'anonymous' : undefined}
      loading="lazy"
      decoding="async"
      onLoad={() => settle(true)}
      onError={() => settle(false)}
      style={{
        ...FILL,
        objectFit: 'cover',
        borderRadius: '4.5% / 3.2%',
        // Hidden while the foil shows; otherwise inherited, so a hidden ancestor hides it too.
        visibility: hidden ? 'hidden' : undefined,
      }}
    />
  );
}
