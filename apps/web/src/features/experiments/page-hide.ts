import styles from './page-hide.module.css';

// Tests run without CSS processing, where the module maps no class names.
const HIDDEN_CLASS = styles.hidden ?? 'offers-hidden';

/**
 * Hides the element (opacity 0) until the returned reveal is called, and at most `waitMs`:
 * a timer and a CSS animation both end it then, whatever the offers call is doing.
 */
export function hidePage(element: HTMLElement, waitMs: number): () => void {
  element.style.setProperty('--qc-offers-wait', `${waitMs}ms`);
  element.classList.add(HIDDEN_CLASS);
  const reveal = () => {
    clearTimeout(timer);
    element.classList.remove(HIDDEN_CLASS);
    element.style.removeProperty('--qc-offers-wait');
  };
  const timer = setTimeout(reveal, waitMs);
  return reveal;
}

/** Whether the element is hidden by hidePage. */
export const isPageHidden = (element: HTMLElement) => element.classList.contains(HIDDEN_CLASS);
