import { Component, type ReactNode } from 'react';
import { ErrorView } from './error-view';

type Props = { children: ReactNode; resetKey?: string };
type State = { error: unknown };

/** A route error becomes the error page with a message and a statusCode, default 500 (SPEC §8). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('[route] error', error);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const statusCode =
      error && typeof error === 'object' && 'statusCode' in error && typeof error.statusCode === 'number'
        ? error.statusCode
        : error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' && error.status > 0
          ? error.status
          : 500;
    const message = error instanceof Error ? error.message : String(error);
    return <ErrorView statusCode={statusCode} message={message} />;
  }
}
