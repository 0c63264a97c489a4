import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '../../../common/lazy/lazy-import.ts';
import { useIdleAfterMount } from '../../../common/scheduling/use-idle-after-mount.ts';
import { loadFormDialogs } from '../form-dialogs-loader.ts';
import type { SaveForLater } from './save-for-later.tsx';

// With the form's dialogs (one lazy chunk, docs/decisions/025): none of it is in the first load.
const SaveForLaterLater = lazyComponent(async () => (await loadFormDialogs()).SaveForLater);

/**
 * The button needs the page's script, so it comes after hydration, last on the page's form: nothing
 * the visitor already sees moves when it arrives. Not in hydration's last task but at the next idle
 * moment: the dialogs' chunk evaluates in a task of its own (TBT, issue 26).
 */
export function LazySaveForLater(props: ComponentProps<typeof SaveForLater>) {
  return useIdleAfterMount() ? (
    <Suspense fallback={null}>
      <SaveForLaterLater {...props} />
    </Suspense>
  ) : null;
}
