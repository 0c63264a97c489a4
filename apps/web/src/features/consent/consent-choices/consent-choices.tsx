import { ConsentButton } from '../consent-button/consent-button.tsx';
import { CONSENT_TEXT } from '../consent-texts.ts';

interface ConsentChoicesProps {
  pending: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
}

/** Accept all and Reject all side by side, in the same style: rejecting is as prominent as accepting (ICO). */
export function ConsentChoices({ pending, onAcceptAll, onRejectAll }: ConsentChoicesProps) {
  return (
    <>
      <ConsentButton pending={pending} onClick={onAcceptAll}>
        {CONSENT_TEXT.acceptAll}
      </ConsentButton>
      <ConsentButton pending={pending} onClick={onRejectAll}>
        {CONSENT_TEXT.rejectAll}
      </ConsentButton>
    </>
  );
}
