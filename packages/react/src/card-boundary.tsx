import { Component, type CSSProperties, type ReactNode } from 'react';
import { CARD_ASPECT } from './stage-geometry.js';

interface Props {
  readonly src: string;
  readonly alt: string;
  readonly className?: string | undefined;
  readonly style?: CSSProperties | undefined;
  readonly onError: (error: Error) => void;
  /** A change of any of these (new props from the page) tries the card again. */
  readonly resetKeys: readonly unknown[];
  readonly children?: ReactNode;
}

interface State {
  readonly failed: boolean;
  /** The reset keys of the render that failed, or of the last render. */
  readonly keys: readonly unknown[];
}

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * The last line of a card's defence: whatever its own render throws stays inside the card,
 * which becomes its plain scan (the same box, role and name), and the page around it renders
 * on. The card's own code reports what it expects (scan, textures, printing, shader); this
 * catches what nobody expected, so a library bug or a prop of a shape nobody typed can never
 * unmount a site's collection.
 */
export class CardBoundary extends Component<Props, State> {
  override state: State = { failed: false, keys: this.props.resetKeys };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (same(state.keys, props.resetKeys)) return null;
    return { failed: false, keys: props.resetKeys };
  }

  // Told once per message: a page that re-renders with fresh objects retries the card each time.
  private readonly reported = new Set<string>();

  override componentDidCatch(error: unknown): void {
    const err = error instanceof Error ? error : new Error(String(error));
    if (this.reported.has(err.message)) return;
    this.reported.add(err.message);
    this.props.onError(err);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { src, alt, className, style } = this.props;
    return (
      <div
        className={className}
        style={{ position: 'relative', aspectRatio: `1 / ${CARD_ASPECT}`, ...style }}
        role="img"
        aria-label={alt}
        data-foil="broken"
      >
        {src ? (
          <img
            src={src}
            alt={alt}
            draggable={false}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : null}
      </div>
    );
  }
}
