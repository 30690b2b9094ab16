import { useMemo, useState } from 'react';
import { requireRecipe } from '@foilkit/core/registry';
import type { PageProps } from '../gallery.js';
import { clearDrafts, loadDraft } from './lab-store.js';
import { Workbench } from './workbench.js';

/** The editor page: one recipe's workbench, rebuilt from scratch on "reset to shipped". */
export function Editor({ route, go }: PageProps) {
  const shipped = requireRecipe(route.recipe);
  const [generation, setGeneration] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new generation re-reads storage
  const draft = useMemo(() => loadDraft(shipped.id), [shipped, generation]);
  return (
    <Workbench
      key={`${shipped.id}:${generation}`}
      shipped={shipped}
      draft={draft}
      route={route}
      go={go}
      onResetToShipped={() => {
        clearDrafts();
        setGeneration((g) => g + 1);
      }}
    />
  );
}
