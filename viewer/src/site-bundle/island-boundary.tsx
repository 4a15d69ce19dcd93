import { Component, type ReactNode } from 'react';

interface Props {
  /** what shows when the island throws: its static content */
  fallback: ReactNode;
  children: ReactNode;
}

/** A site component that throws (a package not installed, a bug) shows its static content; the page stays. */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
