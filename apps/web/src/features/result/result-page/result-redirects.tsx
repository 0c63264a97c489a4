import type { JourneyQuery } from '@quickcheck/contracts';
import { useEffect } from 'react';
import { useNavigate } from '../../../common/navigation/router/router.tsx';
import { type JourneyOutcome } from '../../../common/journey-outcome/journey-outcome.tsx';
import { leaveTo } from '../../../common/navigation/leave-site.ts';
import { usePageConfig } from '../../../common/page-config/page-config-context.tsx';
import { withCarriedQuery } from '../../../common/query/journey-carry.ts';
import { CHECKING_DETAILS_MESSAGE, Spinner } from '../../../common/ui/spinner/spinner.tsx';
import { buildAgreementUrl } from '../agreement-link.ts';

/** MATCH_AND_OFFER: the spinner stays while the browser leaves for the agreement host. */
export function AgreementRedirect({ outcome }: { outcome: JourneyOutcome }) {
  const { agreementOrigin } = usePageConfig();
  const { agreementUrl, ccsCode } = outcome.result;
  useEffect(() => {
    if (!agreementUrl) return;
    const target = buildAgreementUrl({
      agreementUrl,
      agreementOrigin,
      brand: outcome.brand,
      consumerName: outcome.consumerName,
      ccsCode,
      query: outcome.journey,
    });
    leaveTo(target);
  }, [agreementUrl, agreementOrigin, ccsCode, outcome]);

  if (!agreementUrl) throw new Error('MATCH_AND_OFFER result without an agreementUrl');
  return <Spinner fullPage asHeading message={CHECKING_DETAILS_MESSAGE} />;
}

/** A decline with an open-banking referral goes on to the landing page inside the app. */
export function OpenBankingRedirect({ url, journey }: { url: string; journey: JourneyQuery }) {
  const navigate = useNavigate();

  useEffect(() => {
    const target = new URL(url, window.location.origin);
    // The journey's codes go along: the offer after open banking follows the same agreement-link rules.
    void navigate(withCarriedQuery(`${target.pathname}${target.search}`, journey), { replace: true });
  }, [navigate, url, journey]);

  return <Spinner fullPage asHeading message={CHECKING_DETAILS_MESSAGE} />;
}
