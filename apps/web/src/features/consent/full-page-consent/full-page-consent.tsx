import { useState } from 'react';
import { NOTHING_OPTIONAL, type ConsentLevels } from '../../../common/consent/consent-levels.ts';
import { CookieModal } from '../../../common/ui/cookie-modal/cookie-modal.tsx';
import { ConsentButton } from '../consent-button/consent-button.tsx';
import { ConsentChoices } from '../consent-choices/consent-choices.tsx';
import { CONSENT_TEXT } from '../consent-texts.ts';
import { PreferencesFields } from '../preferences-fields/preferences-fields.tsx';
import { PreferencesIntro } from '../preferences-intro/preferences-intro.tsx';

export interface FullPageConsentProps {
  policyUrl: string;
  pending: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onSave: (levels: ConsentLevels) => void;
}

const ignore = () => undefined;

/**
 * docs/product/journey.md full-page variant: the preferences stay open, with no × and no Escape, until the visitor
 * chooses; the page behind is inert meanwhile. Accept all and Reject all are as prominent as ever.
 */
export function FullPageConsent({ policyUrl, pending, onAcceptAll, onRejectAll, onSave }: FullPageConsentProps) {
  const [levels, setLevels] = useState<ConsentLevels>(NOTHING_OPTIONAL);
  return (
    <CookieModal
      open
      dismissible={false}
      onClose={ignore}
      title={CONSENT_TEXT.modalTitle}
      actions={
        <>
          <ConsentChoices pending={pending} onAcceptAll={onAcceptAll} onRejectAll={onRejectAll} />
          <ConsentButton pending={pending} variant="secondary" onClick={() => onSave(levels)}>
            {CONSENT_TEXT.save}
          </ConsentButton>
        </>
      }
    >
      <PreferencesIntro policyUrl={policyUrl} />
      <PreferencesFields levels={levels} onChange={setLevels} />
    </CookieModal>
  );
}
