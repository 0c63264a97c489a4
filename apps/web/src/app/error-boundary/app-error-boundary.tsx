import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppRouter } from '../../common/navigation/router/router.tsx';
import { reportClientError } from '../../common/api/report-client-error.ts';
import { AppShell } from '../layout/app-shell.tsx';
import { LazyTechnicalErrorPage } from './lazy-technical-error.tsx';

interface Props {
  baseUrl: string;
  clientErrorsPath?: string | undefined;
  children: ReactNode;
}

/** Last line of defence above the router: an uncaught render error shows the technical error page. */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    reportClientError(this.props.baseUrl, error, this.props.clientErrorsPath);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Above the router: the shell and the page's title read the location, so the error page brings a router.
    // It replaces the app, its skip link too: the shell draws its own.
    return (
      <AppRouter>
        <AppShell withSkipLink>
          <LazyTechnicalErrorPage />
        </AppShell>
      </AppRouter>
    );
  }
}
