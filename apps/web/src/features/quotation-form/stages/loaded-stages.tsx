import { FIELD, journeyTypeOf, type Answers, type JourneyQuery } from '@quickcheck/contracts';
import { use, useEffect, useMemo, useState } from 'react';
import { track } from '../../../common/analytics/analytics.ts';
import { useBrand, usePageConfig } from '../../../common/page-config/page-config-context.tsx';
import { useWatchFormSession } from '../../../common/session-activity/session-activity-context.tsx';
import type { LoadedForm } from '../api/form-api.ts';
import { FormSessionProvider } from '../form-session.tsx';
import { definitionToAsk } from '../permissions/withheld-permissions.ts';
import type { FormFrame } from '../form-frame.ts';
import { useFormSnapshot, useSealedChanges } from '../refresh/use-form-snapshot.ts';
import { LazySaveForLater } from '../save-for-later/lazy-save-for-later.tsx';
import { StagedForm } from '../staged-form/staged-form.tsx';
import { useStagedForm } from '../staged-form/use-staged-form.ts';
import { TermsAndConditions } from '../terms/terms-modal.tsx';

/** The form's values first; names from the address fill only what the form left empty (docs/product/screens.md). */
export function prefill(formValues: Answers, query: JourneyQuery): Answers {
  const answers = { ...formValues };
  if (query.firstName) answers[FIELD.firstName] ??= query.firstName;
  if (query.lastName) answers[FIELD.lastName] ??= query.lastName;
  return answers;
}

interface StagesProps {
  form: LoadedForm;
  frame: FormFrame;
  onComplete: (form: LoadedForm, answers: Answers) => Promise<void>;
}

/** The staged form itself, once the form call has answered. */
function QuotationStages({ form, frame, onComplete }: StagesProps) {
  const brand = useBrand();
  // Offered only where the server sends e-mail (page config): never a promise of a link that is not sent.
  const { saveForLater } = usePageConfig();
  const { query, editing } = frame;
  const { consumerName } = form.payload;
  const definition = useMemo(
    () => definitionToAsk(form.payload.definition, { brand, consumerName, editing }),
    [form, brand, consumerName, editing],
  );
  // docs/product/data.md: names from the address are prefill as much as the form's own values are.
  const [prefilled] = useState(() => prefill(form.payload.formValues, query));
  const snapshot = useFormSnapshot(form);
  const staged = useStagedForm({
    definition,
    initialAnswers: form.resumed?.answers ?? prefilled,
    sessionId: form.payload.sessionId,
    posted: form.posted,
    onComplete: (answers) => onComplete(form, answers),
    beforeMove: snapshot.sealStage,
  });
  useWatchFormSession(form.payload.sessionId);
  useSealedChanges(snapshot, form, staged.answers);

  useEffect(() => {
    track('quoteSession', { definition: form.payload.definition.id, journeyType: journeyTypeOf(prefilled) });
  }, [form, prefilled]);

  return (
    <>
      <StagedForm form={staged} />
      <TermsAndConditions />
      {saveForLater !== false && <LazySaveForLater form={staged} />}
    </>
  );
}

export function LoadedStages({ form, ...props }: Omit<StagesProps, 'form'> & { form: Promise<LoadedForm> }) {
  const loaded = use(form);
  return (
    <FormSessionProvider sessionId={loaded.payload.sessionId}>
      <QuotationStages form={loaded} {...props} />
    </FormSessionProvider>
  );
}
