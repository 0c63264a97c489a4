import { Suspense } from 'react';
import { lazyComponent } from '../../common/lazy/lazy-import.ts';
import { Spinner } from '../../common/ui/spinner/spinner.tsx';
import type { FailedCheck } from '../../common/failed-check/failed-check-error.ts';

// The error page is rarely needed: it stays out of the first-load bundle.
const TechnicalErrorPage = lazyComponent(
  async () => (await import('../../features/technical-error/technical-error-page.tsx')).TechnicalErrorPage,
);
export function LazyTechnicalErrorPage({ failedCheck }: { failedCheck?: FailedCheck | undefined }) {
  return (
    <Suspense fallback={<Spinner message="Loading" />}>
      <TechnicalErrorPage failedCheck={failedCheck} />
    </Suspense>
  );
}
