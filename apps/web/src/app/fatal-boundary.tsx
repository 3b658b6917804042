import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FatalFallback } from '../components/error-screen/error-screen.tsx';

/** Above the router: when even the error screen fails, an English message and a link home (spec §8). */
export class FatalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <FatalFallback /> : this.props.children;
  }
}
