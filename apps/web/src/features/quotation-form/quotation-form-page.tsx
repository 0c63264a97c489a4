import { BRAND_TEXT } from '@quickcheck/brands';
import { FIELD, type Answers } from '@quickcheck/contracts';
import { useEffect, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { track } from '../../shared/analytics/analytics.ts';
import { useBrand } from '../../shared/page-config/page-config-context.tsx';
import { readJourneyQuery, type JourneyQuery } from '../../shared/query/journey-query.ts';
import { PageContent } from '../../shared/ui/page-content/page-content.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import type { LoadedForm } from './api/form-api.ts';
import { FormSessionProvider } from './form-session.tsx';
import styles from './quotation-form-page.module.css';
import { StagedForm } from './staged-form/staged-form.tsx';
import { useStagedForm } from './staged-form/use-staged-form.ts';
import { useSubmitQuotation } from './submission/use-submit-quotation.ts';

export const CHECKING_MESSAGE = "We're checking your details";

/** The form's values first; names from the address fill only what the form left empty (spec §2). */
function prefill(formValues: Answers, query: JourneyQuery): Answers {
  const answers = { ...formValues };
  if (query.firstName) answers[FIELD.firstName] ??= query.firstName;
  if (query.lastName) answers[FIELD.lastName] ??= query.lastName;
  return answers;
}

function QuotationForm({ form }: { form: LoadedForm }) {
  const { search, hash } = useLocation();
  const brandName = BRAND_TEXT[useBrand()].name;
  const [query] = useState(() => readJourneyQuery(search, hash));
  const submission = useSubmitQuotation(form);
  const staged = useStagedForm({
    definition: form.payload.definition,
    initialAnswers: prefill(form.payload.formValues, query),
    sessionId: form.payload.sessionId,
    onComplete: submission.submit,
  });

  useEffect(() => {
    const { definition, requestDetails } = form.payload;
    track('quoteSession', { definition: definition.id, journeyType: requestDetails.quotationContext.journeyType });
  }, [form]);

  if (submission.submitting) return <Spinner fullPage asHeading message={CHECKING_MESSAGE} />;

  const editing = query.quotation !== undefined;
  return (
    <PageContent
      title={editing ? 'Edit your details' : `Check if you're eligible for a ${brandName} credit card`}
      subtitle={editing ? 'Check your answers, change anything that is wrong and try again.' : undefined}
    >
      {editing ? null : (
        <ul className={styles.reasons}>
          <li>No impact on your credit score</li>
          <li>A straight yes or no</li>
          <li>An answer in 60 seconds</li>
        </ul>
      )}
      <StagedForm form={staged} />
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
