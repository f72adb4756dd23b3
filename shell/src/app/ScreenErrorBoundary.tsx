import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorScreen } from './RouteErrorScreen';

interface Props {
  /** The boundary clears itself when the visitor goes to another page. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/** Catches a screen that throws while rendering and shows the error screen in its place. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? 'Unknown error' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed while rendering', error, info.componentStack);
  }

  override render() {
    return this.state.error !== null ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
