import { useCallback, useMemo, useRef, useState } from 'react';
import { loadCanon, type LoadedCanon } from '@foilkit/core';
import { getRecipe, listRecipes } from '@foilkit/core/registry';
import { FoilCard, FoilCollection, type FoilCardHandle, type Tilt } from '@foilkit/react';
import { TiltPad } from '../editor/tilt-pad.js';
import { useSweep } from '../editor/use-sweep.js';
import { droppedText } from '../editor/files.js';
import type { PageProps } from '../gallery.js';
import { LAB_DATA, faceUrl } from '../sample-cards.js';

interface Side {
  readonly recipe: string;
  readonly canon: LoadedCanon | null;
  readonly note: string;
}

/** One card, two looks (two recipes, or two canon files dropped on the sides), one tilt for both. */
export function Compare({ route, go }: PageProps) {
  const card = LAB_DATA.cards.find((c) => c.id === route.card) ?? LAB_DATA.cards[0]!;
  const [b, setB] = useState<Side>({ recipe: listRecipes()[1]?.id ?? route.recipe, canon: null, note: '' });
  const [a, setA] = useState<Side>({ recipe: route.recipe, canon: null, note: '' });
  const left = useRef<FoilCardHandle>(null);
  const right = useRef<FoilCardHandle>(null);
  const drive = useCallback((t: Tilt) => {
    left.current?.setTilt(t);
    right.current?.setTilt(t);
  }, []);
  const [sweep, setSweep] = useState(false);
  useSweep(sweep, drive);
  const sides = useMemo(
    () => [
      { side: a, set: setA, ref: left, name: 'A' },
      { side: b, set: setB, ref: right, name: 'B' },
    ],
    [a, b],
  );

  return (
    <main className="compare">
      <div className="toolbar">
        <label>
          Card{' '}
          <select aria-label="Card" value={card.id} onChange={(e) => go({ card: e.target.value })}>
            {LAB_DATA.cards.map((c) => (
              <option key={c.id}>{c.id}</option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={sweep} onChange={(e) => setSweep(e.target.checked)} /> Auto-sweep
        </label>
      </div>
      <FoilCollection className="pair">
        {sides.map(({ side, set, ref, name }) => (
          <figure
            key={name}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              void droppedText(e.nativeEvent).then((file) => {
                if (!file) return;
                try {
                  const canon = loadCanon(JSON.parse(file.text), getRecipe, file.name);
                  set({ recipe: canon.recipe.id, canon, note: `canon ${file.name}` });
                } catch (err) {
                  set({ ...side, note: err instanceof Error ? err.message : String(err) });
                }
              });
            }}
          >
            <select
              aria-label={`Recipe ${name}`}
              value={side.recipe}
              onChange={(e) => set({ recipe: e.target.value, canon: null, note: '' })}
            >
              {listRecipes().map((r) => (
                <option key={r.id}>{r.id}</option>
              ))}
            </select>
            <FoilCard
              ref={ref}
              src={faceUrl(card.file)}
              alt={`${card.id} under ${side.recipe} (${name})`}
              printing={card.printing}
              recipe={side.recipe}
              {...(side.canon ? { canon: side.canon } : {})}
            />
            <figcaption>{side.note || 'Drop a canon file here to compare it.'}</figcaption>
          </figure>
        ))}
      </FoilCollection>
      <TiltPad onTilt={drive} />
    </main>
  );
}
