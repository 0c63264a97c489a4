import type { JourneyQuery } from '@quickcheck/contracts';
import type { PageHeading } from './page-heading.ts';

/** What the form page works out from the journey before the stages' code arrives, handed to the stages. */
export interface FormFrame {
  /** The journey's values as the server read them, with prefill names from the hash (which only the browser sees). */
  query: JourneyQuery;
  editing: boolean;
  instantIssuance: boolean;
  heading: PageHeading;
  consumerName: string;
  aggregator: boolean;
}
