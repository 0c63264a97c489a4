import { BRAND_TEXT, isComparisonSite } from '@quickcheck/brands';
import { FIELD, type Answers } from '@quickcheck/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { track } from '../../shared/analytics/analytics.ts';
import { useBrand, usePageConfig } from '../../shared/page-config/page-config-context.tsx';
import { readJourneyQuery, type JourneyQuery } from '../../shared/query/journey-query.ts';
import { PageContent } from '../../shared/ui/page-content/page-content.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import type { LoadedForm } from './api/form-api.ts';
import { FormSessionProvider } from './form-session.tsx';
import { Hero } from './hero/hero.tsx';
import {
  DEFAULT_INSTANT_ISSUANCE,
  currentDevice,
  isInstantIssuanceEnabled,
  isPhone,
} from './instant-issuance/instant-issuance.ts';
import { pageHeading, useAggregatorView } from './page-heading.ts';
import { definitionToAsk } from './permissions/withheld-permissions.ts';
import { StagedForm } from './staged-form/staged-form.tsx';
import { useStagedForm } from './staged-form/use-staged-form.ts';
import { useSubmitQuotation } from './submission/use-submit-quotation.ts';
import { TermsAndConditions } from './terms/terms-modal.tsx';

export const CHECKING_MESSAGE = "We're checking your details";

/** The form's values first; names from the address fill only what the form left empty (spec §2). */
export function prefill(formValues: Answers, query: JourneyQuery): Answers {
  const answers = { ...formValues };
  if (query.firstName) answers[FIELD.firstName] ??= query.firstName;
  if (query.lastName) answers[FIELD.lastName] ??= query.lastName;
  return answers;
}

function QuotationForm({ form }: { form: LoadedForm }) {
  const { search, hash } = useLocation();
  const brand = useBrand();
  const config = usePageConfig();
  const [query] = useState(() => readJourneyQuery(search, hash));
  const editing = query.quotation !== undefined;
  const { consumerName } = form.payload;
  // Read once: the device does not change from a phone to a tablet mid-journey.
  const [instantIssuance] = useState(() =>
    isInstantIssuanceEnabled({
      config: config.instantIssuance ?? DEFAULT_INSTANT_ISSUANCE,
      brand,
      phone: isPhone(currentDevice()),
      editing,
    }),
  );
  const submission = useSubmitQuotation(form);
  const definition = useMemo(
    () => definitionToAsk(form.payload.definition, { brand, consumerName, editing }),
    [form, brand, consumerName, editing],
  );
  const staged = useStagedForm({
    definition,
    initialAnswers: prefill(form.payload.formValues, query),
    sessionId: form.payload.sessionId,
    onComplete: submission.submit,
  });
  useAggregatorView(isComparisonSite(consumerName));

  useEffect(() => {
    const { definition, requestDetails } = form.payload;
    track('quoteSession', { definition: definition.id, journeyType: requestDetails.quotationContext.journeyType });
  }, [form]);

  if (submission.submitting) return <Spinner fullPage asHeading message={CHECKING_MESSAGE} />;

  const heading = pageHeading({ brandName: BRAND_TEXT[brand].name, editing, consumerName });
  return (
    <PageContent title={heading.title} subtitle={heading.subtitle}>
      {editing ? null : <Hero instantIssuance={instantIssuance} />}
      <StagedForm form={staged} />
      <TermsAndConditions />
    </PageContent>
  );
}

/** Spec §2 screen 1: the staged quotation form, with the data its route loader fetched. */
export function QuotationFormPage() {
  const form = useLoaderData<LoadedForm>();
  return (
    <FormSessionProvider sessionId={form.payload.sessionId}>
      <QuotationForm form={form} />
    </FormSessionProvider>
  );
}
