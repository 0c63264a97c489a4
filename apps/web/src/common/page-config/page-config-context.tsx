import type { BrandId } from '@quickcheck/brands';
import type { JourneyQuery, PageConfig } from '@quickcheck/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { useLandingSearch, useLocation } from '../navigation/router/router.tsx';
import { journeyFor } from './journey-for.ts';
import type { AddressJourney } from './page-journey.ts';
import { brandOf } from './read-page-config.ts';

const PageConfigContext = createContext<PageConfig | undefined>(undefined);

export function PageConfigProvider({ config, children }: { config: PageConfig; children: ReactNode }) {
  return <PageConfigContext value={config}>{children}</PageConfigContext>;
}

export function usePageConfig(): PageConfig {
  const config = useContext(PageConfigContext);
  if (!config) throw new Error('usePageConfig must be used inside <PageConfigProvider>');
  return config;
}

export function useBrand(): BrandId {
  return brandOf(usePageConfig());
}

/** The journey values the server read from the address this page was loaded with (never read here again). */
export function useLandingJourney(): JourneyQuery {
  return usePageConfig().journey?.address ?? NO_VALUES;
}

const NO_VALUES: JourneyQuery = {};

/** The journey of the current address (see journeyFor): the server's, read once from the page config. */
export function useJourney(): AddressJourney {
  const { search } = useLocation();
  return journeyFor(usePageConfig(), search, useLandingSearch());
}
