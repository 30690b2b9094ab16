import { useMemo } from 'react';
import type { UniformValues } from '@foilkit/core';
import { BEST_ANGLE, FoilCard } from '@foilkit/react';
import { resolveSurface, type Printing, type SurfaceResolution } from '@foilkit/resolver';
import { storyData } from './data.js';
import { Caption } from './layout.js';
import { scanUrl } from './samples.js';

export interface ResolvedCardProps {
  readonly card: string;
  readonly printing: Printing;
  readonly title: string;
  readonly note?: string;
  readonly uniforms?: Partial<UniformValues>;
  /** Changes the resolved surface before it is drawn (a story's own mask, say). */
  readonly adapt?: (surface: SurfaceResolution) => SurfaceResolution;
}

/** A sample scan with what the real resolver gives its printing, captioned with the outcome. */
export function ResolvedCard({ card, printing, title, note, uniforms, adapt }: ResolvedCardProps) {
  const surface = useMemo(() => {
    const resolved = resolveSurface(printing, storyData);
    return adapt ? adapt(resolved) : resolved;
  }, [printing, adapt]);
  return (
    <figure style={{ margin: 0 }}>
      <FoilCard
        src={scanUrl(card)}
        alt={`${card}: ${title}`}
        surface={surface}
        tilt={BEST_ANGLE}
        {...(uniforms ? { uniforms } : {})}
      />
      <Caption
        title={title}
        lines={[
          `${surface.recipe ?? 'no foil'} · mask ${surface.maskTier} · ink ${surface.inkState}`,
          ...(note ? [note] : []),
        ]}
      />
    </figure>
  );
}
