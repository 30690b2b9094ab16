import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { assetUrl } from '@foilkit/data';
import { FoilProvider } from '@foilkit/react';
import { App } from './app.js';
import './styles.css';

// The lab hands cards surfaces it resolved itself, so their texture paths (area masks, ink
// tiles, plates) are @foilkit/data's: resolve them to the URLs the bundler emits for them.
createRoot(document.getElementById('app') ?? document.body).render(
  <StrictMode>
    <FoilProvider resolveTextureUrl={assetUrl}>
      <App />
    </FoilProvider>
  </StrictMode>,
);
