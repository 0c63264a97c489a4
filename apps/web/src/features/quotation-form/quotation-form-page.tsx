import { BRAND_TEXT } from '@quickcheck/brands';
import { Suspense, useState } from 'react';
import { AfterHydration } from '../../common/device/after-hydration.tsx';
import { useBrand, usePageConfig } from '../../common/page-config/page-config-context.tsx';
import { useLocation } from '../../common/navigation/router/router.tsx';
import { preloadableComponent } from '../../common/lazy/lazy-import.ts';
import type { AddressJourney } from '../../common/page-config/page-journey.ts';
import { namesInHash } from '../../common/query/hash-names.ts';
import { PageContent } from '../../common/ui/page-content/page-content.tsx';
import { DelayedFallback } from '../../common/ui/lazy-indicator/delayed-fallback.tsx';
import { CHECKING_DETAILS_MESSAGE, Spinner } from '../../common/ui/spinner/spinner.tsx';
import { AggregatorWordmark } from './aggregator-wordmark/aggregator-wordmark.tsx';
import type { LoadedForm } from './api/form-api.ts';
import type { FormFrame } from './form-frame.ts';
import { Hero } from './hero/hero.tsx';
import { DEFAULT_INSTANT_ISSUANCE, isInstantIssuanceEnabled } from './instant-issuance/instant-issuance.ts';
import { usePhone } from './instant-issuance/use-phone.ts';
import { pageHeading, useAggregatorView } from './page-heading.ts';
import { useSubmitQuotation } from './submission/use-submit-quotation.ts';
import styles from './quotation-form-page.module.css';

// The staged form waits for the form call anyway: its code loads meanwhile, out of the first load.
const LoadedStages = preloadableComponent(async () => (await import('./stages/loaded-stages.tsx')).LoadedStages);

/** Resolves once the staged form's code is here: a server render draws the stages, not their fallback. */
export const preloadStages = () => LoadedStages.preload();

/** What the page knows before the form call answers: the same title and hero before and after. */
function useFormFrame({ consumerName, aggregator, query: formQuery, address }: AddressJourney): FormFrame {
  const { hash } = useLocation();
  const brand = useBrand();
  const config = usePageConfig();
  // The server's reading of the query; the names may also come in the hash, which only the browser sees.
  const [query] = useState(() => ({ ...namesInHash(hash), ...address }));
  const editing = formQuery.quotation !== undefined;
  const phone = usePhone();
  const instantIssuance = isInstantIssuanceEnabled({
    config: config.instantIssuance ?? DEFAULT_INSTANT_ISSUANCE,
    brand,
    phone,
    editing,
  });
  const heading = pageHeading({ brandName: BRAND_TEXT[brand].name, editing, aggregator });
  return { query, editing, instantIssuance, heading, consumerName, aggregator };
}

/**
 * docs/product/screens.md screen 1: drawn as soon as the form call has started. The title and
 * hero stay mounted throughout (a hero modal opened early survives the form's arrival); only the
 * staged form waits, in a screen-tall space so nothing visible moves when it comes.
 */
export function QuotationFormPage({ form, journey }: { form: Promise<LoadedForm>; journey: AddressJourney }) {
  const frame = useFormFrame(journey);
  const submission = useSubmitQuotation(frame.query);
  // Set before the form arrives, so the header does not fold under the visitor's eyes.
  useAggregatorView(frame.aggregator);

  if (submission.submitting) return <Spinner fullPage asHeading message={CHECKING_DETAILS_MESSAGE} />;

  const { heading, editing } = frame;
  // docs/product/journey.md: in edit mode a spinner shows while the stored answers are fetched.
  const waiting = (
    <div className={styles.pending}>{editing ? <Spinner message="Loading your details" /> : <DelayedFallback />}</div>
  );
  const stages = (
    <Suspense fallback={waiting}>
      <LoadedStages form={form} frame={frame} onComplete={submission.submit} />
    </Suspense>
  );
  return (
    <PageContent title={heading.title} subtitle={heading.subtitle}>
      <AggregatorWordmark consumerName={frame.consumerName} />
      {editing ? null : <Hero instantIssuance={frame.instantIssuance} />}
      {editing ? (
        // An edit's form is the browser's to load (it needs the owner cookie): the server draws the spinner.
        <AfterHydration fallback={waiting}>{stages}</AfterHydration>
      ) : (
        stages
      )}
    </PageContent>
  );
}
