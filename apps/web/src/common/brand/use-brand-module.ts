import { use, useEffect, useState } from 'react';
import { reportClientError } from '../api/report-client-error.ts';
import { useBrand, usePageConfig } from '../page-config/page-config-context.tsx';
import { brandLoader, type BrandLoader, type LoadedBrand } from './brand-loader.ts';
import { useHydrating } from './hydration-context.tsx';

/**
 * The page's brand module: 'loading' until its chunk arrives, then the module (the default
 * brand's if the brand's own chunk failed), or undefined if nothing could load.
 */
export function useBrandModule(loader: BrandLoader = brandLoader): LoadedBrand | 'loading' {
  const brand = useBrand();
  const { orchestration } = usePageConfig();
  const [loaded, setLoaded] = useState(() => loader.peek(brand));
  const hydrating = useHydrating();

  useEffect(() => {
    let current = true;
    // A missing chunk must not break the page: log it, tell monitoring, carry on with the default.
    const onError = (error: Error) => {
      console.error(error);
      reportClientError(orchestration.baseUrl, error, orchestration.paths.clientErrors);
    };
    void loader.load(brand, onError).then((module) => {
      if (current) setLoaded(module);
    });
    return () => {
      current = false;
    };
  }, [brand, loader, orchestration]);

  // Hydrating: wait for the chunk (the server drew the loaded brand) rather than draw a placeholder.
  if (hydrating && loaded === 'loading') return use(loader.load(brand));
  return loaded;
}
