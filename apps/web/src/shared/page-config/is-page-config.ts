import type { PageConfig } from '@quickcheck/contracts';

// A hand-written check of the block's shape, equal to the contract's pageConfigSchema (tested
// against it): the browser keeps zod out of its first load.

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isPositive: Check = (value) => typeof value === 'number' && value > 0;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const arrayOf =
  (item: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(item);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const optionalString = optional(isString);
const objectOf =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([name, check]) => check(value[name]));

const isPageConfigShape = objectOf({
  brand: isString,
  orchestration: objectOf({
    baseUrl: isString,
    paths: (value) => isRecord(value) && Object.values(value).every(isString),
  }),
  sessionExpiryMinutes: isPositive,
  sessionInactivityMinutes: isPositive,
  technicalErrorBrands: arrayOf(isString),
  technicalError: objectOf({ heading: isString, body: isString }),
  agreementOrigin: isString,
  instantIssuance: optional(objectOf({ enabled: isBoolean, fullRollout: isBoolean, brands: arrayOf(isString) })),
  downstreamVersion: optional(isBoolean),
  cookieConsent: optional(
    objectOf({
      noticePoptime: optional((value) => typeof value === 'number'),
      fullPageBrands: arrayOf(isString),
      fullPagePaths: arrayOf(isString),
    }),
  ),
  journey: optional(
    objectOf({
      consumerName: isString,
      aggregator: isBoolean,
      definitionId: isString,
      query: optional(
        objectOf({ oemc: optionalString, s: optionalString, vc: optionalString, quotation: optionalString }),
      ),
    }),
  ),
});

export function isPageConfig(value: unknown): value is PageConfig {
  return isPageConfigShape(value);
}
