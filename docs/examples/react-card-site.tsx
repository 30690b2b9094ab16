// The three common uses of @foilkit/react, type-checked with the repository (docs/REACT.md).
import { useRef, useState } from 'react';
import { FoilCard, FoilCollection, type FoilCardHandle } from '@foilkit/react';
import { loadResolverData, type Printing } from '@foilkit/resolver';
import { assetUrl, rawData } from '@foilkit/data';

/** One hero card: its own canvas; the printing resolves against the embedded data. */
export function HeroCard() {
  return (
    <FoilCard
      src="/scans/swsh7-215.png"
      alt="Umbreon VMAX, Evolving Skies 215/203"
      printing={{ era: 'swsh', set: 'swsh7', rarity: 'rare-secret', variantKind: 'full-art' }}
      style={{ width: 320 }}
    />
  );
}

interface CardRow {
  readonly id: string;
  readonly name: string;
  readonly scanUrl: string;
  readonly printing: Printing;
}

const data = loadResolverData(rawData);

/** A grid: every card in one shared canvas. */
export function CollectionGrid({ cards }: { readonly cards: readonly CardRow[] }) {
  return (
    <FoilCollection
      data={data}
      resolveTextureUrl={assetUrl}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16 }}
    >
      {cards.map((c) => (
        <FoilCard key={c.id} src={c.scanUrl} alt={c.name} printing={c.printing} />
      ))}
    </FoilCollection>
  );
}

/** Controlled tilt from a slider, and the ref for a button of the site's own. */
export function TiltStory({ scan }: { readonly scan: string }) {
  const [x, setX] = useState(0.4);
  const card = useRef<FoilCardHandle>(null);
  return (
    <>
      <input
        type="range"
        min={-1}
        max={1}
        step={0.01}
        value={x}
        onChange={(e) => setX(Number(e.target.value))}
      />
      <FoilCard
        ref={card}
        src={scan}
        alt="Pikachu"
        recipe="mirror"
        tilt={{ x, y: -0.2 }}
        style={{ width: 240 }}
      />
      <button type="button" onClick={() => void card.current?.requestGyroscope()}>
        Tilt with motion
      </button>
    </>
  );
}
