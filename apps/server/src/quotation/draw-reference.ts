import { randomBytesFromPool } from '../security/random-pool.ts';
import { newDecisionReference } from './decision-reference.ts';

/** A fresh decision reference from the system's CSPRNG. */
export const drawReference = (): string => newDecisionReference(randomBytesFromPool);
