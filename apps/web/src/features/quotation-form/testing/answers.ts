import type { Answers } from '@quickcheck/contracts';
import { VALID_STAGE_ANSWERS } from '@quickcheck/contracts/fixtures';

/** Every answer of the default journey, valid: for tests that start from a pre-filled form. */
export const COMPLETE_ANSWERS: Answers = {
  ...VALID_STAGE_ANSWERS,
  'marketing-permission': 'false',
  'future-soft-search-permission': 'true',
};
