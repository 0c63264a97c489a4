import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: Error) => void;
  children: ReactNode;
}

/** docs/product/calls-and-errors.md#errors: a banner failure goes to the consent callback and the banner renders nothing; the page carries on. */
export class ConsentErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
