import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';

// Runs in Node, where window, document and matchMedia do not exist: any touch would throw.
describe('server rendering', () => {
  it('importing the package touches no browser global', async () => {
    expect(typeof window).toBe('undefined');
    const mod = await import('../src/index.js');
    expect(typeof mod.FoilCard).toBe('function');
  });

  it('renderToString gives the plain image with its alt text, in a sized, focusable card', async () => {
    const { FoilCard, FoilCollection } = await import('../src/index.js');
    const html = renderToString(
      <FoilCollection>
        <FoilCard src="/cards/base1-4.png" alt="Charizard, Base Set 4/102" recipe="mirror" gyroscope="auto" />
        <FoilCard src="/cards/swsh7-1.png" alt="standalone" recipe="gold" />
      </FoilCollection>,
    );
    expect(html).toContain('<img');
    expect(html).toContain('src="/cards/base1-4.png"');
    expect(html).toContain('alt="Charizard, Base Set 4/102"');
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Charizard, Base Set 4/102"');
    expect(html).toContain('aspect-ratio');
    expect(html).not.toContain('<canvas');
  });

  it('a card outside any collection renders the same plain image on the server', async () => {
    const { FoilCard } = await import('../src/index.js');
    const html = renderToString(<FoilCard src="/a.png" alt="alone" recipe="mirror" />);
    expect(html).toContain('alt="alone"');
    expect(html).not.toContain('<canvas');
  });
});
