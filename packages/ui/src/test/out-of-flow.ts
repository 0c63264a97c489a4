import { visuallyHiddenClass } from '../visually-hidden/visually-hidden.tsx';

/**
 * A browser draws visually hidden text out of flow (position: absolute makes it block-level), and
 * that is what parts its words from a link's in the accessible name: 'get in touch (opens in a new
 * tab)' with no space drawn before the full stop after the link (issue 34). jsdom applies none of
 * our style sheets, so a test's document is told the one rule the name depends on.
 */
export function drawVisuallyHiddenOutOfFlow(): void {
  if (typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.textContent = `.${String(visuallyHiddenClass)} { display: block; }`;
  document.head.append(style);
}
