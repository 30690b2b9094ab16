import { useEffect, useMemo } from 'react';
import { resetFoilLamp, setFoilLamp, type FoilRecipe } from '@foilkit/core';
import { FoilCard, FoilCollection } from '@foilkit/react';
import { lampFromArgs, tiltFromArgs, uniformsFromArgs, type ControlSpec } from './controls.js';
import { scanUrl } from './samples.js';
import { Caption, CARD_WIDTH } from './layout.js';

export interface RecipePreviewProps {
  readonly recipe: FoilRecipe;
  readonly specs: readonly ControlSpec[];
  /** The page lamp's controls (lampControlSpecs); without them the lamp is left as it is. */
  readonly lamp?: readonly ControlSpec[];
  readonly args: Readonly<Record<string, unknown>>;
}

/**
 * One sample card under one recipe. Controls change uniform values only: the material keeps its
 * program, so a slider moves the foil without a recompile.
 */
export function RecipePreview({ recipe, specs, lamp, args }: RecipePreviewProps) {
  const uniforms = useMemo(() => uniformsFromArgs(specs, args), [specs, args]);
  const lampKey = lamp ? JSON.stringify(lampFromArgs(lamp, args)) : '';
  useEffect(() => {
    if (!lamp) return;
    setFoilLamp(lampFromArgs(lamp, args));
    return resetFoilLamp;
    // lampKey stands for the lamp args' values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lampKey]);
  const { x, y } = tiltFromArgs(args);
  const tilt = useMemo(() => ({ x, y }), [x, y]);
  const card = typeof args.card === 'string' ? args.card : 'sv-illustration';
  return (
    <FoilCollection>
      <figure style={{ margin: 0, width: CARD_WIDTH }}>
        <FoilCard
          src={scanUrl(card)}
          alt={`${card} under ${recipe.id}`}
          recipe={recipe}
          uniforms={uniforms}
          tilt={tilt}
        />
        <Caption title={recipe.id} lines={[`family: ${recipe.family}`, recipe.look]} />
      </figure>
    </FoilCollection>
  );
}
