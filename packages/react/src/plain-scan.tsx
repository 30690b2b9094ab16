import { useEffect, useRef, type CSSProperties } from 'react';
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

export interface PlainScanProps {
  readonly src: string;
  readonly alt: string;
  /** The scan failed: show a placeholder with the alt text instead. */
  readonly failed: boolean;
  /** The foil is drawn over it: keep the box, hide the pixels. */
  readonly hidden: boolean;
  readonly drive: TiltDrive;
  readonly maxTilt: { readonly current: number };
  readonly onError: () => void;
}

/**
 * The card as a plain image: what the server sends, what shows until the foil is drawn and
 * whenever it cannot be. It tilts with a CSS 3D transform written straight from the tilt spring
 * (no React render), in the same perspective as the WebGL stage.
 */
export function PlainScan({ src, alt, failed, hidden, drive, maxTilt, onError }: PlainScanProps) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const write = () => {
      const t = drive.current();
      const max = maxTilt.current;
      if (image.current)
        image.current.style.transform = `perspective(${CAMERA_DISTANCE * 100}cqw) rotateX(${-t.y * max}rad) rotateY(${-t.x * max + drive.turn.get()}rad)`;
    };
    write();
    return drive.subscribe(write);
  }, [drive, maxTilt, failed]);

  if (failed)
    return (
      <div className="foilkit-placeholder" style={PLACEHOLDER}>
        {alt}
      </div>
    );
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      draggable={false}
      crossOrigin="anonymous"
      loading="lazy"
      decoding="async"
      onError={onError}
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
