/** One per route: a screen that throws shows the server-error text instead of a blank app. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../domain/messages';
import * as styles from './route-error-boundary.css';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p role="alert" className={styles.message}>
          {messages.serverError}
        </p>
      );
    }
    return this.props.children;
  }
}
