import { useEffect } from 'react';
import { Navigate, useSearchParams } from '../../../common/navigation/router/router.tsx';
import { PageContent } from '../../../common/ui/page-content/page-content.tsx';
import { Spinner } from '../../../common/ui/spinner/spinner.tsx';
import { OB_TEXT } from '../open-banking-text.ts';
import { forgetQuotation, storedQuotation } from '../stored-quotation.ts';
import { useComplete } from './use-complete.ts';
import { useHeadingSwitch } from './use-heading-switch.ts';
import { PAGE_NAMES, useDocumentTitle } from '../../../common/document-title/use-document-title.ts';

function Pending({ quotation, token }: { quotation: string; token: string }) {
  useDocumentTitle(PAGE_NAMES.openBankingPending);
  useComplete(quotation, token);
  const switched = useHeadingSwitch();
  return (
    <PageContent title={switched ? OB_TEXT.pendingFinalTitle : OB_TEXT.pendingTitle} subtitle={OB_TEXT.pendingSubtitle}>
      <Spinner message={OB_TEXT.pendingKeepOpen} />
    </PageContent>
  );
}

/** docs/product/screens.md screen 7: the provider hands the visitor back here; the result decides where they go. */
export function ObPendingPage() {
  const [params] = useSearchParams();
  const quotation = params.get('quotation') ?? storedQuotation();
  const token = params.get('sessionTerminationToken');

  // docs/product/data.md: the locally kept quotation id goes when the visitor leaves this page.
  useEffect(() => forgetQuotation, []);

  if (!quotation || !token) return <Navigate to="/" replace />;
  return <Pending quotation={quotation} token={token} />;
}
