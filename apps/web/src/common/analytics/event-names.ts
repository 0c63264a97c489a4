/** docs/product/journey.md analytics event names (the spec's spelling, typo included): site improvement, level 2. */
export const ANALYTICS_EVENT_NAMES = [
  'accordionClick',
  'expiryPageShown',
  'permisssionCheckBoxSelect',
  'fieldFocus',
  'footerLinkClick',
  'modalOpen',
  'submissionResult',
  'ctaButtonClick',
  'formErrors',
  'quoteSession',
  'pageView',
  'quoteSubmission',
  'backButtonClick',
  // Our addition (issue 26): the page's field vitals, with the same consent as the rest.
  'webVital',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** `ctaButtonClick`'s one shape: `action`, one of these fixed ids (docs/analytics-events.md), plus flat extras. */
export const CTA_ACTIONS = [
  'continue',
  'checkEligibility',
  'change',
  'heroReason',
  'termsAndConditions',
  'changeDetails',
  'contactUs',
  'homepage',
  'nextStep',
  'creditReferenceAgency',
  'acceptAgreement',
  'startNewCheck',
  'linkBankAccount',
  'iUnderstand',
  'statutoryCreditReport',
  'tryAgain',
  // Our addition (issue 34): 'Save or print this page' on a result.
  'savePrintResult',
] as const;
export type CtaAction = (typeof CTA_ACTIONS)[number];

/**
 * docs/product/journey.md consent events. They record the choice itself (strictly necessary), so they are sent
 * whatever the visitor chose.
 */
export const CONSENT_EVENT_NAMES = [
  'consentBannerInit',
  'consentFirstRender',
  'consentNotDisplayed',
  'consentSetPermissions',
  'consentOpenModal',
  'consentAcceptAll',
  'consentRejectAll',
  'consentError',
] as const;
export type ConsentEventName = (typeof CONSENT_EVENT_NAMES)[number];

/** The first-party advertising tag's own event (level 3), sent only after advertising consent. */
export const ADVERTISING_EVENT_NAMES = ['advertisingConversion'] as const;
export type AdvertisingEventName = (typeof ADVERTISING_EVENT_NAMES)[number];

export type EventName = AnalyticsEventName | ConsentEventName | AdvertisingEventName;

/** Only flags, codes, counts and short lists of ids: callers must never pass answers or other personal data. */
export type EventData = Record<string, string | number | boolean | readonly string[]>;

export type CtaEventData = EventData & { action: CtaAction };
