import { QUOTE_TEXT, formatDecisionDay, type QuoteExpired } from '@quickcheck/contracts';
import { trackCta } from '../../../common/analytics/track-interactions.ts';
import { DecisionReference } from '../../../common/decision-reference/decision-reference.tsx';
import { Link } from '../../../common/ui/link/link.tsx';
import { PageContent } from '../../../common/ui/page-content/page-content.tsx';
import styles from './quote-expired-page.module.css';

/**
 * The agreement after a quote's end (decision 024): the server refused to show or accept the offer;
 * this says so and starts a fresh check on the brand's own form. Nothing of the visitor's is shown.
 * It may replace the offer under the visitor (a refused acceptance): its heading takes focus.
 */
export function QuoteExpiredPage({ expired }: { expired: QuoteExpired }) {
  return (
    <PageContent title={QUOTE_TEXT.expiredTitle} replacesPage>
      <p>{QUOTE_TEXT.expired(formatDecisionDay(expired.validUntil))}</p>
      <p>{QUOTE_TEXT.expiredWhy}</p>
      <p className={styles.freshCheck}>
        <Link href={expired.freshCheckUrl} onClick={() => trackCta('startNewCheck', { page: 'quoteExpired' })}>
          {QUOTE_TEXT.freshCheck}
        </Link>
      </p>
      <p>{QUOTE_TEXT.freshCheckWhy}</p>
      <DecisionReference explanation={expired} />
    </PageContent>
  );
}
