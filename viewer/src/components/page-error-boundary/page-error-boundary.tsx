import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ScreenFrame } from '../screen-frame/screen-frame.tsx';
import './page-error-boundary.css';

interface State {
  error: Error | null;
}

/** Catches a crash while rendering a page: 'This page crashed', the error text and 'Try again'. */
export class PageErrorBoundary extends Component<{ children: ReactNode; framed?: boolean }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const crash = <PageCrash error={error} tryAgain={() => this.setState({ error: null })} />;
    // around the whole site (the chrome itself crashed): a frame stands in for it
    return this.props.framed ? <ScreenFrame>{crash}</ScreenFrame> : crash;
  }
}

/** 'This page crashed', the error text and 'Try again' (also a site's ErrorBoundary fallback, `@theme/ErrorPageContent`). */
export function PageCrash({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <div className="page-crash" role="alert">
      <h1>This page crashed</h1>
      <p className="page-crash__text">{error.message}</p>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
    </div>
  );
}
