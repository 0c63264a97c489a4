import { useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, FIELD, SAVE_FOR_LATER_EMAIL_MESSAGES, answersFitToSave } from '@quickcheck/contracts';
import { useApiClient } from '../../../common/api/api-client-context.tsx';
import { useBrand } from '../../../common/page-config/page-config-context.tsx';
import { Button } from '../../../common/ui/button/button.tsx';
import { describedBy, fieldId } from '../../../common/ui/form-field/field-ids.ts';
import { Field, fieldStyles } from '../../../common/ui/form-field/form-field.tsx';
import { Modal } from '../../../common/ui/modal/modal.tsx';
import { useFormSessionId } from '../form-session.tsx';
import type { StagedFormState } from '../staged-form/use-staged-form.ts';
import { saveForLater, type SaveOutcome } from './save-for-later-api.ts';
import { SAVE_EMAIL_LABEL, SAVE_FOR_LATER_LABEL, SEND_LINK_LABEL, SENT_TITLE } from './save-for-later-texts.ts';
import styles from './save-for-later.module.css';

/** The dialog's e-mail control: not an answer key, so it never joins the answers. */
const EMAIL_FIELD = 'save-for-later-email';
const FORM_ID = 'save-for-later-form';

export interface SaveDialogProps {
  form: StagedFormState;
  open: boolean;
  onClose: () => void;
}

/** The save dialog (issue 23 item 3): an address, then the server's one answer. */
export function SaveDialog({ form, open, onClose }: SaveDialogProps) {
  const api = useApiClient();
  const sessionId = useFormSessionId();
  const brand = useBrand();
  const [email, setEmail] = useState(form.answers[FIELD.email] ?? '');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | undefined>();
  // Each opening starts afresh: a second save (another address, later answers) replaces the first.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOutcome(undefined);
      // The address the visitor has given by now, unless they typed another here.
      if (!email) setEmail(form.answers[FIELD.email] ?? '');
    }
  }

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      const message = address ? SAVE_FOR_LATER_EMAIL_MESSAGES.format : SAVE_FOR_LATER_EMAIL_MESSAGES.required;
      return setOutcome({ kind: 'refused', message, field: true });
    }
    setSending(true);
    // A half-typed answer on this stage stays behind (the server takes only what the form's rules take).
    const answers = answersFitToSave(form.definition, form.answers, form.stage.id);
    const request = { email: address, definitionId: form.definition.id, stageId: form.stage.id, answers };
    setOutcome(await saveForLater(api, { sessionId, brand }, request));
    setSending(false);
  };

  if (outcome?.kind === 'sent') {
    return (
      <Modal open={open} onClose={onClose} title={SENT_TITLE} actions={<Button onClick={onClose}>Close</Button>}>
        <div className={styles.body}>
          <p role="status">{outcome.message}</p>
          <p>You can close this and carry on now, or come back with the link later.</p>
        </div>
      </Modal>
    );
  }
  const fieldError = outcome?.kind === 'refused' && outcome.field ? outcome.message : undefined;
  const otherError = outcome?.kind === 'refused' && !outcome.field ? outcome.message : undefined;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={SAVE_FOR_LATER_LABEL}
      actions={
        <Button type="submit" form={FORM_ID} disabled={sending}>
          {SEND_LINK_LABEL}
        </Button>
      }
    >
      <form id={FORM_ID} className={styles.body} onSubmit={(event) => void send(event)} noValidate>
        <p>
          We will e-mail you a link to carry on from here with the answers you have given so far. The link works once,
          until the date and time the e-mail gives.
        </p>
        {otherError ? <p role="alert">{otherError}</p> : null}
        <Field name={EMAIL_FIELD} label={SAVE_EMAIL_LABEL} error={fieldError}>
          <input
            id={fieldId(EMAIL_FIELD)}
            name={EMAIL_FIELD}
            type="email"
            className={fieldStyles.input}
            autoComplete="email"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={describedBy(EMAIL_FIELD, { error: fieldError })}
            aria-invalid={fieldError ? true : undefined}
          />
        </Field>
      </form>
    </Modal>
  );
}
