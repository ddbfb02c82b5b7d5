import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  /** What to show instead of the crashed children. */
  fallback: (reset: () => void) => ReactNode;
  /** A change of this value clears a caught error (the route key, so navigating away recovers). */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Keeps a crash inside its subtree: the rest of the page, and the other root, keep working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("A part of the page crashed:", error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
