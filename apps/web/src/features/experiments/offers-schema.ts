// The offers response schema (zod): loaded with the request, not in the first load.
export { offersResponseSchema } from '@quickcheck/contracts';
