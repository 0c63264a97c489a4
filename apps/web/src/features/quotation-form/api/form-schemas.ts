// The response schemas (zod): loaded with the first request that needs them, not in the first load.
export {
  addressLookupResponseSchema,
  apiErrorSchema,
  formResponsePayloadSchema,
  formResponseSchema,
  resultResponseSchema,
  stageResponseSchema,
} from '@quickcheck/contracts';
