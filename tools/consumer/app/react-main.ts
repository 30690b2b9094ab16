// The three-line React card, as a stranger's page: @foilkit/react from its tarball, the printing
// resolved against the embedded @foilkit/data. No JSX, so the page needs no React build plugin.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { FoilCard } from '@foilkit/react';

function scanUrl(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 252;
  canvas.height = 352;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#d8c9a0';
  g.fillRect(0, 0, 252, 352);
  g.fillStyle = '#3050a0';
  g.fillRect(25, 40, 200, 140);
  return canvas.toDataURL('image/png');
}

createRoot(document.getElementById('root')!).render(
  createElement(FoilCard, {
    src: scanUrl(),
    alt: 'a sample reverse holo',
    printing: { era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' },
    style: { width: 200 },
  }),
);
