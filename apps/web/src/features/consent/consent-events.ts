import type { ConsentEventName, EventData } from '../../common/analytics/event-names.ts';
import type { ConsentLevels } from '../../common/consent/consent-levels.ts';

/** What the banner tells its consent event callback (docs/product/journey.md 'Events'). */
export type ConsentEvent =
  | { type: 'bannerInit' }
  | { type: 'firstRender' }
  | { type: 'notDisplayed'; levels: ConsentLevels }
  | { type: 'setPermissions'; levels: ConsentLevels }
  | { type: 'openModal' }
  | { type: 'acceptAll' }
  | { type: 'rejectAll' }
  | { type: 'error'; error: Error };

export type ConsentEventCallback = (event: ConsentEvent) => void;

const NAMES: Record<ConsentEvent['type'], ConsentEventName> = {
  bannerInit: 'consentBannerInit',
  firstRender: 'consentFirstRender',
  notDisplayed: 'consentNotDisplayed',
  setPermissions: 'consentSetPermissions',
  openModal: 'consentOpenModal',
  acceptAll: 'consentAcceptAll',
  rejectAll: 'consentRejectAll',
  error: 'consentError',
};

// docs/product/journey.md: categories 2 and 3 are tracked with a choice; 1 (always granted) on init.
function dataOf(event: ConsentEvent): EventData {
  switch (event.type) {
    case 'bannerInit':
      return { category1: true };
    case 'notDisplayed':
    case 'setPermissions':
      return { category2: event.levels.siteImprovement, category3: event.levels.advertising };
    case 'error':
      return { message: event.error.message.slice(0, 100) };
    default:
      return {};
  }
}

/** The analytics event a consent event becomes. */
export function consentAnalyticsEvent(event: ConsentEvent): { name: ConsentEventName; data: EventData } {
  return { name: NAMES[event.type], data: dataOf(event) };
}
