import { API_PATHS, apiPath } from '@quickcheck/contracts';

/**
 * Body limit of the two telemetry endpoints: a browser batch of 20 events is about 3 KB and
 * one error report with a full stack under 12 KB. With the per-client rate (rate-limits.ts)
 * this bounds what one client can make us store in a minute.
 */
export const TELEMETRY_BODY_LIMIT_BYTES = 16 * 1024;

/** The only endpoints that take text/plain: navigator.sendBeacon cannot send JSON's content type. */
export const BEACON_ROUTES: readonly string[] = [apiPath(API_PATHS.events), apiPath(API_PATHS.clientErrors)];
