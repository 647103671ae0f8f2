import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '@/lib/chunk-load';
import { report } from '@/lib/monitoring';
import { ChunkFailureView } from './error-chunk';
import { ErrorView } from './error-view';

type Props = { children: ReactNode; resetKey?: string; /** Heading level of what it shows instead (2 under a page title). */ level?: 1 | 2 };
type State = { error: unknown };

/** A route error becomes the error page, status default 500 (docs/product.md "Error messages"); code that failed to load, the Japanese notice. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('[route] error', error);
    report(error, { failure: 'render' });
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isChunkLoadError(error)) return <ChunkFailureView level={this.props.level} />;
    const { statusCode, status } = (error ?? {}) as { statusCode?: unknown; status?: unknown };
    const message = error instanceof Error ? error.message : String(error);
    const code = typeof statusCode === 'number' ? statusCode : typeof status === 'number' && status > 0 ? status : 500;
    return <ErrorView statusCode={code} message={message} />;
  }
}
