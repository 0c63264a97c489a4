import { useState } from 'react';
import type { ConsentLevels } from '../../../common/consent/consent-levels.ts';
import { CookieModal } from '../../../common/ui/cookie-modal/cookie-modal.tsx';
import { ConsentButton } from '../consent-button/consent-button.tsx';
import { CONSENT_TEXT } from '../consent-texts.ts';
import { PreferencesFields } from '../preferences-fields/preferences-fields.tsx';
import { PreferencesIntro } from '../preferences-intro/preferences-intro.tsx';

export interface PreferencesModalProps {
  policyUrl: string;
  /** What the visitor chose before, or nothing optional. */
  initial: ConsentLevels;
  pending: boolean;
  onSave: (levels: ConsentLevels) => void;
  onClose: () => void;
}

/** docs/product/screens.md item 11 'Manage your cookies'; a lazy chunk, loaded only when a visitor asks for it. */
export function PreferencesModal({ policyUrl, initial, pending, onSave, onClose }: PreferencesModalProps) {
  const [levels, setLevels] = useState(initial);
  return (
    <CookieModal
      open
      onClose={onClose}
      title={CONSENT_TEXT.modalTitle}
      actions={
        <ConsentButton pending={pending} variant="confirmation" onClick={() => onSave(levels)}>
          {CONSENT_TEXT.save}
        </ConsentButton>
      }
    >
      <PreferencesIntro policyUrl={policyUrl} />
      <PreferencesFields levels={levels} onChange={setLevels} />
    </CookieModal>
  );
}
