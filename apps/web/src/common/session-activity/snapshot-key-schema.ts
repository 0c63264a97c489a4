/** The key call's answer, read only when a key is asked for: zod is not in the first load. */
export { snapshotKeyResponseSchema } from '@quickcheck/contracts';
