import { Suspense, type ComponentProps } from 'react';
import { useInBrowser } from '../../../shared/device/browser-only.ts';
import { lazyComponent } from '../../../shared/lazy/lazy-import.ts';
import { loadFormDialogs } from '../form-dialogs-loader.ts';
import type { SaveForLater } from './save-for-later.tsx';

// With the form's dialogs (one lazy chunk, docs/decisions/025): none of it is in the first load.
const SaveForLaterLater = lazyComponent(async () => (await loadFormDialogs()).SaveForLater);

/**
 * The button needs the page's script, so it comes after hydration, last on the page's form: nothing
 * the visitor already sees moves when it arrives.
 */
export function LazySaveForLater(props: ComponentProps<typeof SaveForLater>) {
  return useInBrowser() ? (
    <Suspense fallback={null}>
      <SaveForLaterLater {...props} />
    </Suspense>
  ) : null;
}
