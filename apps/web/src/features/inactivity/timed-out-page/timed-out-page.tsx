import { BRAND_TEXT } from '@quickcheck/brands';
import { useEffect } from 'react';
import { useLocation } from '../../../common/navigation/router/router.tsx';
import { leaveTo } from '../../../common/navigation/leave-site.ts';
import { useBrand } from '../../../common/page-config/page-config-context.tsx';
import { Button } from '../../../common/ui/button/button.tsx';
import { ClosedSessionScreen } from '../../../common/ui/closed-session-screen/closed-session-screen.tsx';
import { freshCheckUrl } from './fresh-check-url.ts';

/** docs/product/screens.md screen 9, in its words. */
export const TIMED_OUT_TITLE = 'Your session has timed out';
export const TIMED_OUT_TEXT =
  'Sorry about that. QuickCheck was inactive for a while, so we closed it to keep your details safe.';
export const RESTART_LABEL = 'Start again';

/** Replaces the page once the form session has been idle too long; the answers are already gone. */
export function TimedOutPage() {
  const brand = useBrand();
  const { search } = useLocation();

  useEffect(() => {
    document.title = `${TIMED_OUT_TITLE} - ${BRAND_TEXT[brand].pageTitle}`;
  }, [brand]);

  return (
    <ClosedSessionScreen
      title={TIMED_OUT_TITLE}
      // A full page load: a new form token and session, and nothing of the old one in memory.
      action={<Button onClick={() => leaveTo(freshCheckUrl(search))}>{RESTART_LABEL}</Button>}
    >
      <p>{TIMED_OUT_TEXT}</p>
    </ClosedSessionScreen>
  );
}
