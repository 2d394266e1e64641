import { Component, type ReactNode } from 'react';

interface Props { fallback: ReactNode; children: ReactNode }
interface State { failed: boolean }

/**
 * Catches a page that fails to load (a missing chunk after a deploy) or to render, and shows
 * `fallback` instead of a blank screen. The layout keys it by path, so navigating resets it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
