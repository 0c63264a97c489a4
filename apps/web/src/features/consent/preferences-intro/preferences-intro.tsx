import { Link } from '../../../common/ui/link/link.tsx';
import { CONSENT_TEXT } from '../consent-texts.ts';

/** The opening of both preference dialogs (banner's and full page's): what they are, and the policy. */
export function PreferencesIntro({ policyUrl }: { policyUrl: string }) {
  return (
    <p>
      {CONSENT_TEXT.modalIntro}{' '}
      <Link href={policyUrl} newTab>
        {CONSENT_TEXT.modalPolicyLink}
      </Link>
    </p>
  );
}
