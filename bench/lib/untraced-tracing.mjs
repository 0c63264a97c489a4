// Stands in for apps/server/src/observability/tracing.ts in the bench's "untraced" build
// (lib/tracing-cost.mjs): the same exports, with no tracing code at all — what the server cost
// before tracing existed. Keep its exports in step with that module's (the build fails otherwise).
export const enableTracing = () => {};
export const disableTracing = () => {};
export const activeTracing = () => undefined;
export const tracingOn = () => false;
export const errorType = (error) => (error instanceof Error ? error.name : typeof error);
export const inSpan = (_name, _attributes, fn) => fn(undefined);
export const captureContext = () => undefined;
export const inContext = (_captured, fn) => fn();
export const activeTraceparent = () => undefined;
export const traceLogFields = () => ({});
export const FORM_TRACE_CLAIM = 'tp';
const NO_CLAIM = {};
export const formTraceClaim = () => NO_CLAIM;
