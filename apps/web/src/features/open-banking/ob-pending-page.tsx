import { PageContent } from '../../shared/ui/page-content/page-content.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';

/** Open-banking pending page (spec §2 screen 7); fetching the result comes with the open-banking issue. */
export function ObPendingPage() {
  return (
    <PageContent title="Fetching your details" subtitle="This could take up to a minute">
      <Spinner message="Please keep this page open." />
    </PageContent>
  );
}
