import { agreementParameterName, OPEN_BANKING_DONE_TEXT, QUOTE_TEXT } from '@quickcheck/contracts';
import { useSearchParams } from '../../common/navigation/router/router.tsx';
import { Button } from '../../common/ui/button/button.tsx';
import { PageContent } from '../../common/ui/page-content/page-content.tsx';
import { Spinner } from '../../common/ui/spinner/spinner.tsx';
import { formatApr, formatCreditLimit } from './agreement-api.ts';
import styles from './agreement-page.module.css';
import { QuoteDetails } from './quote-details/quote-details.tsx';
import { QuoteExpiredPage } from './quote-expired/quote-expired-page.tsx';
import { useAgreementOffer } from './use-agreement-offer.ts';
import { trackCta } from '../../common/analytics/track-interactions.ts';
import { PAGE_NAMES, useDocumentTitle } from '../../common/document-title/use-document-title.ts';

export const BALANCE_TRANSFER = {
  offered: 'You can transfer balances from other cards once your account is open.',
  notOffered: "Balance transfers aren't available with this card offer.",
} as const;

/** Stand-in for the card-agreement host (docs/product/contract.md#pages): shows the offer and lets the visitor accept it. */
export function AgreementPage() {
  const [params] = useSearchParams();
  const { state, accepting, accept } = useAgreementOffer(params.get(agreementParameterName('token')));
  const accepted = state.status === 'ready' && state.offer.accepted;
  useDocumentTitle(
    state.status === 'expired'
      ? QUOTE_TEXT.expiredTitle
      : accepted
        ? PAGE_NAMES.agreementAccepted
        : PAGE_NAMES.agreement,
  );

  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <Spinner message="Loading your offer" />;
  if (state.status === 'expired') return <QuoteExpiredPage expired={state.expired} />;

  const { offer } = state;
  // docs/product/screens.md btNotOffered, carried here by the agreement link: this campaign's card has no balance transfer.
  const balanceTransfer =
    params.get(agreementParameterName('btNotOffered')) === 'true'
      ? BALANCE_TRANSFER.notOffered
      : BALANCE_TRANSFER.offered;
  return (
    <PageContent title={`Your ${offer.brandName} card offer`} subtitle={`Good news, ${offer.firstName}.`}>
      <dl className={styles.offer}>
        <div>
          <dt>Credit limit</dt>
          <dd>{formatCreditLimit(offer.creditLimit)}</dd>
        </div>
        <div>
          <dt>Representative APR</dt>
          <dd>{formatApr(offer.apr)}</dd>
        </div>
      </dl>
      <QuoteDetails offer={offer} />
      <p className={styles.balanceTransfer}>{balanceTransfer}</p>
      {offer.openBankingUsed ? <p>{OPEN_BANKING_DONE_TEXT}</p> : null}
      <div role="status">
        {offer.accepted ? (
          <p className={styles.confirmation}>
            {state.justAccepted ? "You've accepted your offer" : "You've already accepted this offer"}
          </p>
        ) : null}
      </div>
      {offer.accepted ? null : (
        <Button
          onClick={() => {
            trackCta('acceptAgreement');
            void accept();
          }}
          disabled={accepting}
        >
          Accept this offer
        </Button>
      )}
    </PageContent>
  );
}
