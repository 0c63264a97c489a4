import { Navigate, useSearchParams } from 'react-router';
import { PageContent } from '../../shared/ui/page-content/page-content.tsx';

/** Open-banking landing (spec §2 screen 6). The full offer and its modal come with the open-banking issue. */
export function ObLandingPage() {
  const [params] = useSearchParams();
  // Spec §2: without a quotation there is nothing to link, so the visitor goes back to the start.
  if (!params.get('quotation')) return <Navigate to="/" replace />;

  return (
    <PageContent
      title="Link your bank account to help us decide"
      subtitle="Sharing your bank details through Open Banking can improve your chances of getting a card."
    >
      <p>It is quick and easy, and it will not affect your credit score.</p>
    </PageContent>
  );
}
