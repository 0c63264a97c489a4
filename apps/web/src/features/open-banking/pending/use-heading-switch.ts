import { useEffect, useState } from 'react';
import { PENDING_HEADING_SWITCH_MS } from '../open-banking-text.ts';

/** docs/product/journey.md: true once the pending page has been open for 10 seconds. */
export function useHeadingSwitch(): boolean {
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSwitched(true), PENDING_HEADING_SWITCH_MS);
    return () => clearTimeout(timer);
  }, []);
  return switched;
}
