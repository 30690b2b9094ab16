import { useEffect } from 'react';
import { Compare } from './compare/compare.js';
import { Editor } from './editor/editor.js';
import { Gallery } from './gallery.js';
import { routeHref, useRoute, type PageId } from './route.js';
import { LAB_DATA } from './sample-cards.js';
import { useWebGLAvailable } from './use-webgl-available.js';

const PAGE_LABELS: Readonly<Record<PageId, string>> = {
  gallery: 'Gallery',
  editor: 'Editor',
  compare: 'Compare',
};

export function App() {
  const [route, go] = useRoute();
  const webgl = useWebGLAvailable();
  // Tests and scripts wait on this: the page's first render has committed.
  useEffect(() => {
    document.title = `foilkit pattern lab · ${route.page} · ready`;
  }, [route.page]);

  return (
    <div className="lab">
      <header className="topbar">
        <strong>foilkit pattern lab</strong>
        <nav>
          {(Object.keys(PAGE_LABELS) as PageId[]).map((page) => (
            <a
              key={page}
              href={routeHref({ ...route, page })}
              aria-current={route.page === page ? 'page' : undefined}
            >
              {PAGE_LABELS[page]}
            </a>
          ))}
        </nav>
        {webgl === false && (
          <p className="notice" role="status">
            Foil unavailable: this browser has no WebGL, so every card shows its plain scan.
          </p>
        )}
        {route.problems.map((problem) => (
          <p key={problem} className="notice notice-error" role="alert">
            {problem}
          </p>
        ))}
        {LAB_DATA.error && (
          <p className="notice notice-error" role="alert">
            Resolver data failed to load, so resolved foils show plain scans: {LAB_DATA.error}
          </p>
        )}
      </header>
      {route.page === 'gallery' && <Gallery route={route} go={go} />}
      {route.page === 'editor' && <Editor route={route} go={go} />}
      {route.page === 'compare' && <Compare route={route} go={go} />}
    </div>
  );
}
