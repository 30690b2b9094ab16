// A server component, as the Next.js docs write pages: it imports @foilkit/react directly (the
// package's modules are client modules, so this works with no wrapper of the site's own),
// resolves printings here on the server, and passes each card its `surface`. The browser then
// never downloads the resolver or the data for those cards. The textures the surfaces name are
// served from public/foilkit-data/ (a copy of @foilkit/data's raster folders), hence
// `textureBaseUrl`. The last card, alone on the page, passes a `printing` instead and is
// resolved in the browser against the data bundled with the package.
import { FoilCard, FoilCollection } from '@foilkit/react';
import { loadResolverData, resolveSurface } from '@foilkit/resolver';
import { rawData } from '@foilkit/data';

const data = loadResolverData(rawData);

const INK_SAMPLE = { era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' };

const CARDS = [
  {
    id: 'base1-holo',
    scan: 'wotc-holo-window.png',
    printing: { era: 'wotc', set: 'base1', rarity: 'rare-holo', variantKind: 'holo' },
  },
  { id: 'sample-ink', scan: 'sv-reverse.png', printing: INK_SAMPLE },
  {
    id: 'swsh9-etched',
    scan: 'swsh-etched.png',
    printing: { era: 'swsh', set: 'swsh9', rarity: 'rare-holo-vmax', variantKind: 'etched' },
  },
  {
    id: 'sm1-holo',
    scan: 'sm-holo-window.png',
    printing: { era: 'sm', set: 'sm1', rarity: 'rare-holo', variantKind: 'holo' },
  },
  {
    id: 'ex7-reverse',
    scan: 'ex-reverse.png',
    printing: { era: 'ex', set: 'ex7', rarity: 'rare', variantKind: 'reverse' },
  },
];

export default function Page() {
  return (
    <main style={{ padding: 16 }}>
      <FoilCollection
        textureBaseUrl="/foilkit-data/"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 120px)', gap: 16 }}
      >
        {CARDS.map((card) => (
          <FoilCard
            key={card.id}
            src={`/scans/${card.scan}`}
            alt={card.id}
            surface={resolveSurface(card.printing, data)}
          />
        ))}
      </FoilCollection>
      <div style={{ width: 120, marginTop: 16 }}>
        <FoilCard src="/scans/sv-reverse.png" alt="client-resolved" printing={INK_SAMPLE} />
      </div>
    </main>
  );
}
