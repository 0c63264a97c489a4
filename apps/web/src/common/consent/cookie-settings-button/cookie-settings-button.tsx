import { Button } from '../../ui/button/button.tsx';
import { requestConsentSettings } from '../settings-request.ts';

export const COOKIE_SETTINGS_LABEL = 'Cookie settings';

/**
 * Withdrawing consent must be as easy as giving it (UK GDPR, PECR): every footer has this button.
 * Deliberately tiny: it only posts a request, the (lazy) consent feature opens the preferences.
 */
export function CookieSettingsButton() {
  return (
    <Button
      variant="text-link"
      onClick={(event) => {
        // Some browsers do not focus a clicked button; the modal returns focus to what had it.
        event.currentTarget.focus();
        requestConsentSettings();
      }}
    >
      {COOKIE_SETTINGS_LABEL}
    </Button>
  );
}
