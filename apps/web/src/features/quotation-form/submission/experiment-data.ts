import { experimentDataSchema, type ExperimentData } from '@quickcheck/contracts';
import * as z from 'zod/mini';

/** Where the experimentation integration leaves the visitor's offer (spec §7 call 6) for the quote. */
export const EXPERIMENT_STORAGE_KEY = 'qc-experiment';

/** The stored experiment data, or none: a missing, blocked or malformed entry never stops a submission. */
export function readExperimentData(storage: Storage | undefined = globalThis.sessionStorage): ExperimentData {
  try {
    const raw = storage?.getItem(EXPERIMENT_STORAGE_KEY);
    if (!raw) return {};
    const parsed = z.strictObject(experimentDataSchema.shape).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
