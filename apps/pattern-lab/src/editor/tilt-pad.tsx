import { useRef, useState, type PointerEvent } from 'react';
import type { Tilt } from '@foilkit/react';

export interface TiltPadProps {
  readonly onTilt: (tilt: Tilt) => void;
}

const clamp = (v: number) => Math.max(-1, Math.min(1, v));
const round = (v: number) => Math.round(v * 100) / 100;

/** A square to drag for an exact tilt, and two number fields for typing one (-1..1, y up). */
export function TiltPad({ onTilt }: TiltPadProps) {
  const [tilt, setTilt] = useState<Tilt>({ x: 0, y: 0 });
  const pad = useRef<HTMLDivElement>(null);
  const apply = (t: Tilt) => {
    const next = { x: round(clamp(t.x)), y: round(clamp(t.y)) };
    setTilt(next);
    onTilt(next);
  };
  const fromPointer = (e: PointerEvent<HTMLDivElement>) => {
    if (e.buttons !== 1 || !pad.current) return;
    const r = pad.current.getBoundingClientRect();
    apply({ x: ((e.clientX - r.left) / r.width) * 2 - 1, y: 1 - ((e.clientY - r.top) / r.height) * 2 });
  };
  return (
    <fieldset className="tilt-pad">
      <legend>Tilt</legend>
      <div
        ref={pad}
        className="pad"
        role="presentation"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          fromPointer(e);
        }}
        onPointerMove={fromPointer}
      >
        <span className="dot" style={{ left: `${(tilt.x + 1) * 50}%`, top: `${(1 - tilt.y) * 50}%` }} />
      </div>
      <label>
        x{' '}
        <input
          type="number"
          aria-label="Tilt x"
          min={-1}
          max={1}
          step={0.05}
          value={tilt.x}
          onChange={(e) => apply({ ...tilt, x: Number(e.target.value) })}
        />
      </label>
      <label>
        y{' '}
        <input
          type="number"
          aria-label="Tilt y"
          min={-1}
          max={1}
          step={0.05}
          value={tilt.y}
          onChange={(e) => apply({ ...tilt, y: Number(e.target.value) })}
        />
      </label>
    </fieldset>
  );
}
