import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children from the first time `open` is true, and keeps them after: a dialog whose
 * code is lazy is fetched when first opened (not in the first load), then closes and reopens as
 * an ordinary one (its focus return and closing work as before). Nothing shows while it loads.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Set while rendering (React's pattern for state derived from props): no extra empty frame.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
