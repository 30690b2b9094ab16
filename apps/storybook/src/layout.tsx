import type { CSSProperties, ReactNode } from 'react';

/** Small cards: SwiftShader draws every pixel on the CPU, in the visiting test too. */
export const CARD_WIDTH = 180;

export const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, ${CARD_WIDTH}px)`,
  gap: 24,
  alignItems: 'start',
};

export function Caption({
  title,
  lines = [],
}: {
  readonly title: string;
  readonly lines?: readonly ReactNode[];
}) {
  return (
    <figcaption style={{ font: '12px/1.4 system-ui, sans-serif', marginTop: 8 }}>
      <strong>{title}</strong>
      {lines.map((line, i) => (
        <div key={i} style={{ color: '#555' }}>
          {line}
        </div>
      ))}
    </figcaption>
  );
}
