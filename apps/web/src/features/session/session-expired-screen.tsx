import { useEffect } from 'react';
import { track } from '../../common/analytics/analytics.ts';
import { trackCta } from '../../common/analytics/track-interactions.ts';
import { leaveTo } from '../../common/navigation/leave-site.ts';
import { clearFormSnapshot } from '../../common/session-activity/form-snapshot-storage.ts';
import { Button } from '../../common/ui/button/button.tsx';
import { ClosedSessionScreen } from '../../common/ui/closed-session-screen/closed-session-screen.tsx';

export const SESSION_EXPIRED_TITLE_PREFIX = 'Session expired - ';

/** docs/product/screens.md screen 9: replaces the page once the session has been open for the expiry time. */
export function SessionExpiredScreen() {
  useEffect(() => {
    if (!document.title.startsWith(SESSION_EXPIRED_TITLE_PREFIX)) {
      document.title = `${SESSION_EXPIRED_TITLE_PREFIX}${document.title}`;
    }
    track('expiryPageShown');
    // Nothing of the old session may come back on a refresh.
    clearFormSnapshot();
  }, []);

  return (
    <ClosedSessionScreen
      title="Your session has expired"
      action={
        // A full page load starts a fresh session with a new form token.
        <Button
          onClick={() => {
            trackCta('startNewCheck', { page: 'sessionExpired' });
            leaveTo('/');
          }}
        >
          Start a new check
        </Button>
      }
    >
      <p>QuickCheck was open for a long time, so we closed your session to keep your details safe.</p>
      <p>We have not kept the answers you gave us. You can start a new check now: it only takes a few minutes.</p>
    </ClosedSessionScreen>
  );
}
