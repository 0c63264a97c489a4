import type { JourneyQuery } from '../../shared/query/journey-query.ts';
import type { PageHeading } from './page-heading.ts';

/** What the form page works out from the journey before the stages' code arrives, handed to the stages. */
export interface FormFrame {
  /** The address's other values (campaign codes, prefill names: those in the hash only the browser sees). */
  query: JourneyQuery;
  editing: boolean;
  instantIssuance: boolean;
  heading: PageHeading;
  consumerName: string;
  aggregator: boolean;
}
