import { useEffect, useMemo } from 'react';
import type { FoilSettings } from './foil-settings.js';
import { loadDefaultData, loadResolver } from './lazy-modules.js';
import { resolveLook, type CardLook, type LookInput } from './resolve-look.js';
import { useLazy } from './use-lazy.js';

/** The props a card's look comes from (the same fields `resolveLook` reads). */
export type LookProps = LookInput;

/**
 * What a card draws, from its props and the settings above it. A `printing` loads the resolver
 * (and, with no `data` anywhere above, the data shipped in @foilkit/data and its asset URLs) on
 * first need; until then the card shows its plain scan.
 */
export function useCardLook(
  props: LookProps,
  settings: FoilSettings,
  tell: (error: Error) => void,
): CardLook {
  const { printing, surface, recipe, uniforms, canon } = props;
  const resolving = !surface && printing !== undefined;
  const embedded = useLazy(loadDefaultData, resolving && !settings.data);
  const resolver = useLazy(loadResolver, resolving);
  const effective = useMemo(() => {
    if (!embedded || embedded instanceof Error) return settings;
    const ownUrls = settings.resolveTextureUrl !== null || settings.textureBaseUrl !== '';
    return {
      ...settings,
      data: embedded.data,
      resolveTextureUrl: ownUrls ? settings.resolveTextureUrl : embedded.assetUrl,
    };
  }, [settings, embedded]);
  useEffect(() => {
    if (embedded instanceof Error) tell(embedded);
    if (resolver instanceof Error) tell(resolver);
  }, [embedded, resolver, tell]);
  const resolve = resolver instanceof Error ? null : resolver;
  const waiting = resolving && (resolver === null || (!settings.data && embedded === null));
  const look = useMemo(
    () => resolveLook({ printing, surface, recipe, uniforms, canon }, effective, resolve, waiting),
    [printing, surface, recipe, uniforms, canon, effective, resolve, waiting],
  );
  useEffect(() => {
    if (look.problem) tell(look.problem);
  }, [look.problem, tell]);
  return look;
}
