import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';

// The error page is rarely needed: it stays out of the first-load bundle.
const TechnicalErrorPage = lazy(async () => {
  const module = await import('../../features/technical-error/technical-error-page.tsx');
  return { default: module.TechnicalErrorPage };
});

export function LazyTechnicalErrorPage() {
  return (
    <Suspense fallback={<Spinner message="Loading" />}>
      <TechnicalErrorPage />
    </Suspense>
  );
}
