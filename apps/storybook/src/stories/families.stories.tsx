import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAMILIES, FAMILY_NAMES, type FoilRecipe } from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';
import { BEST_ANGLE, FoilCard, FoilCollection } from '@foilkit/react';
import { Caption, GRID } from '../layout.js';
import { scanUrl } from '../samples.js';

const meta: Meta = { title: 'Features/Composite families', tags: ['foil'] };
export default meta;

/** The first recipe of each family in catalogue order stands for it. */
function representative(family: string): FoilRecipe | undefined {
  return listRecipes().find((r) => r.family === family);
}

export const SideBySide: StoryObj = {
  name: 'Each family side by side',
  render: () => (
    <FoilCollection style={GRID}>
      {FAMILY_NAMES.map((family) => {
        const recipe = representative(family);
        if (!recipe) return null;
        return (
          <figure key={family} style={{ margin: 0 }}>
            <FoilCard
              src={scanUrl('sv-illustration')}
              alt={`${family}: ${recipe.id}`}
              recipe={recipe}
              tilt={BEST_ANGLE}
            />
            <Caption
              title={family}
              lines={[
                `${recipe.id} · ${FAMILIES[family].law} law`,
                `duty cycle ${FAMILIES[family].dutyCycle}`,
              ]}
            />
          </figure>
        );
      })}
    </FoilCollection>
  ),
};

/** One recipe per law: the additive law and the metalness law, on the same card and tilt. */
export const BothLaws: StoryObj = {
  name: 'Both laws',
  render: () => {
    const laws = [...new Set(FAMILY_NAMES.map((f) => FAMILIES[f].law))];
    return (
      <FoilCollection style={GRID}>
        {laws.map((law) => {
          const family = FAMILY_NAMES.find((f) => FAMILIES[f].law === law);
          const recipe = family && representative(family);
          if (!recipe) return null;
          return (
            <figure key={law} style={{ margin: 0 }}>
              <FoilCard
                src={scanUrl('swsh-reverse')}
                alt={`${law} law: ${recipe.id}`}
                recipe={recipe}
                tilt={BEST_ANGLE}
              />
              <Caption title={`${law} law`} lines={[`${recipe.id} (${recipe.family})`]} />
            </figure>
          );
        })}
      </FoilCollection>
    );
  },
};
