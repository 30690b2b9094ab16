// The repository runs every workspace package from its TypeScript source: package `exports`
// carry a custom "@foilkit/source" condition (published builds use `types`/`import` -> dist).
// TypeScript reads it through `customConditions` (tsconfig.base.json); Vite, vitest and the
// tools' Vite servers read it from here, and plain `node` through ts-hooks.mjs.
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const SOURCE_CONDITION = '@foilkit/source';

/** Vite config fragment: resolve workspace packages to src, in the browser and in Node. */
export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};
