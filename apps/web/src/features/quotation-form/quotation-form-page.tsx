import { BRAND_TEXT, isComparisonSite } from '@quickcheck/brands';
import { FIELD, type Answers } from '@quickcheck/contracts';
import { Suspense, use, useEffect, useMemo, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { track } from '../../shared/analytics/analytics.ts';
import { useWatchFormSession } from '../../shared/session-activity/session-activity-context.tsx';
import { useBrand, usePageConfig } from '../../shared/page-config/page-config-context.tsx';
import { readJourneyQuery, type JourneyQuery } from '../../shared/query/journey-query.ts';
import { PageContent } from '../../shared/ui/page-content/page-content.tsx';
import { DelayedFallback } from '../../shared/ui/lazy-indicator/delayed-fallback.tsx';
import { CHECKING_DETAILS_MESSAGE, Spinner } from '../../shared/ui/spinner/spinner.tsx';
import { AggregatorWordmark } from './aggregator-wordmark/aggregator-wordmark.tsx';
import type { LoadedForm } from './api/form-api.ts';
import { consumerNameFor, type FormLoaderData } from './form-loader.ts';
import { FormSessionProvider } from './form-session.tsx';
import { useFormSnapshot } from './refresh/use-form-snapshot.ts';
import { Hero } from './hero/hero.tsx';
import {
  DEFAULT_INSTANT_ISSUANCE,
  currentDevice,
  isInstantIssuanceEnabled,
  isPhone,
} from './instant-issuance/instant-issuance.ts';
import { pageHeading, useAggregatorView, type PageHeading } from './page-heading.ts';
import { definitionToAsk } from './permissions/withheld-permissions.ts';
import { StagedForm } from './staged-form/staged-form.tsx';
import { useStagedForm } from './staged-form/use-staged-form.ts';
import { useSubmitQuotation } from './submission/use-submit-quotation.ts';
import styles from './quotation-form-page.module.css';
import { TermsAndConditions } from './terms/terms-modal.tsx';

/** The form's values first; names from the address fill only what the form left empty (spec §2). */
export function prefill(formValues: Answers, query: JourneyQuery): Answers {
  const answers = { ...formValues };
  if (query.firstName) answers[FIELD.firstName] ??= query.firstName;
  if (query.lastName) answers[FIELD.lastName] ??= query.lastName;
  return answers;
}

interface FormFrame {
  query: JourneyQuery;
  editing: boolean;
  instantIssuance: boolean;
  heading: PageHeading;
  consumerName: string;
}

/** What the page knows before the form call answers: the same title and hero before and after. */
function useFormFrame(): FormFrame {
  const { search, hash } = useLocation();
  const brand = useBrand();
  const config = usePageConfig();
  const [query] = useState(() => readJourneyQuery(search, hash));
  const editing = query.quotation !== undefined;
  const consumerName = consumerNameFor(brand, query);
  // Read once: the device does not change from a phone to a tablet mid-journey.
  const [instantIssuance] = useState(() =>
    isInstantIssuanceEnabled({
      config: config.instantIssuance ?? DEFAULT_INSTANT_ISSUANCE,
      brand,
      phone: isPhone(currentDevice()),
      editing,
    }),
  );
  const heading = pageHeading({ brandName: BRAND_TEXT[brand].name, editing, consumerName });
  return { query, editing, instantIssuance, heading, consumerName };
}

interface StagesProps {
  form: LoadedForm;
  frame: FormFrame;
  onComplete: (form: LoadedForm, answers: Answers) => Promise<void>;
}

/** The staged form itself, once the form call has answered. */
function QuotationStages({ form, frame, onComplete }: StagesProps) {
  const brand = useBrand();
  const { query, editing } = frame;
  const { consumerName } = form.payload;
  const definition = useMemo(
    () => definitionToAsk(form.payload.definition, { brand, consumerName, editing }),
    [form, brand, consumerName, editing],
  );
  const staged = useStagedForm({
    definition,
    initialAnswers: form.resumed?.answers ?? prefill(form.payload.formValues, query),
    sessionId: form.payload.sessionId,
    onComplete: (answers) => onComplete(form, answers),
  });
  useWatchFormSession(form.payload.sessionId);
  useFormSnapshot(form, staged.answers);

  useEffect(() => {
    const { definition, requestDetails } = form.payload;
    track('quoteSession', { definition: definition.id, journeyType: requestDetails.quotationContext.journeyType });
  }, [form]);

  return (
    <>
      <StagedForm form={staged} />
      <TermsAndConditions />
    </>
  );
}

function LoadedStages({ form, ...props }: Omit<StagesProps, 'form'> & { form: Promise<LoadedForm> }) {
  const loaded = use(form);
  return (
    <FormSessionProvider sessionId={loaded.payload.sessionId}>
      <QuotationStages form={loaded} {...props} />
    </FormSessionProvider>
  );
}

/**
 * Spec §2 screen 1: drawn as soon as its route loader has started the form call. The title and
 * hero stay mounted throughout (a hero modal opened early survives the form's arrival); only the
 * staged form waits, in a screen-tall space so nothing visible moves when it comes.
 */
export function QuotationFormPage() {
  const { form } = useLoaderData<FormLoaderData>();
  const frame = useFormFrame();
  const submission = useSubmitQuotation();
  // Set before the form arrives, so the header does not fold under the visitor's eyes.
  useAggregatorView(isComparisonSite(frame.consumerName));

  if (submission.submitting) return <Spinner fullPage asHeading message={CHECKING_DETAILS_MESSAGE} />;

  const { heading, editing } = frame;
  // Spec §4: in edit mode a spinner shows while the stored answers are fetched.
  const waiting = editing ? <Spinner message="Loading your details" /> : <DelayedFallback />;
  return (
    <PageContent title={heading.title} subtitle={heading.subtitle}>
      <AggregatorWordmark consumerName={frame.consumerName} />
      {editing ? null : <Hero instantIssuance={frame.instantIssuance} />}
      <Suspense fallback={<div className={styles.pending}>{waiting}</div>}>
        <LoadedStages form={form} frame={frame} onComplete={submission.submit} />
      </Suspense>
    </PageContent>
  );
}
