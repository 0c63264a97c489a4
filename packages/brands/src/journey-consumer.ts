import { isComparisonSite } from './brand-groups.ts';
import type { BrandId } from './brand-ids.ts';
import { CONSUMER_NAMES, brandForConsumerName } from './consumer-names.ts';

/** Who the form is asked for: the brand it is for, the code it is asked with, and which form. */
export interface JourneyConsumer {
  brand: BrandId;
  /** A comparison site's code on an aggregator journey, else the brand's own consumer code. */
  consumerName: string;
  /** A comparison site's visitor: asked the aggregator form. */
  aggregator: boolean;
}

/**
 * The one rule, for the server and the browser alike: a comparison-site code keeps the host's
 * brand on the aggregator form; a brand's own code picks that brand (only where `brandCodes` is
 * allowed: the form call, not a visitor's address); anything else is the host brand's own journey.
 */
export function journeyConsumer(
  hostBrand: BrandId,
  consumerCode: string | undefined,
  { brandCodes }: { brandCodes: boolean },
): JourneyConsumer {
  const upper = consumerCode?.trim().toUpperCase() ?? '';
  const brand = brandCodes && upper ? brandForConsumerName(upper) : undefined;
  if (brand) return { brand, consumerName: upper, aggregator: false };
  if (isComparisonSite(upper)) return { brand: hostBrand, consumerName: upper, aggregator: true };
  return { brand: hostBrand, consumerName: CONSUMER_NAMES[hostBrand], aggregator: false };
}
