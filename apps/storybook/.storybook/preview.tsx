import { useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setFoilEnabled } from '@foilkit/core';

/**
 * The toolbar's "Foil" switch: off shows every card's plain scan (core's page-wide switch), for
 * comparing a foil with the scan under it. The visiting test uses it the same way.
 */
function FoilSwitch({ on, children }: { readonly on: boolean; readonly children: ReactNode }) {
  useEffect(() => {
    setFoilEnabled(on);
  }, [on]);
  return children;
}

const foilSwitch: Decorator = (Story, context) => (
  <FoilSwitch on={context.globals.foil !== 'off'}>
    <Story />
  </FoilSwitch>
);

const preview: Preview = {
  globalTypes: {
    foil: {
      description: 'Foil on, or every card as its plain scan',
      toolbar: {
        title: 'Foil',
        icon: 'lightning',
        items: [
          { value: 'on', title: 'Foil on' },
          { value: 'off', title: 'Plain scans' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { foil: 'on' },
  decorators: [foilSwitch],
  parameters: { controls: { sort: 'none' } },
};

// Storybook reads the preview config as this module's default export.
export default preview;
