import { Component, type ReactNode } from 'react';

interface Props {
  readonly onError: (error: Error) => void;
  readonly children?: ReactNode;
}

/**
 * Catches anything a card's scene throws while rendering, so one card falls back to its plain
 * image instead of react-three-fiber rethrowing into (and unmounting) the host page.
 */
export class SceneBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
