import type { Page } from '@playwright/test';

/**
 * For each new-tab link followed by a full stop or comma: the drawn distance from the link's last
 * letter to that mark. A space drawn between them ('get in touch .') is about 4 px; none is 0.
 */
export function gapsBeforePunctuation(page: Page) {
  return page.getByRole('main').evaluate((main) =>
    Array.from(main.querySelectorAll('a[target=_blank]')).flatMap((link) => {
      const after = link.nextSibling;
      const text = link.firstChild;
      if (!after || after.nodeType !== Node.TEXT_NODE || !/^[.,]/.test(after.textContent ?? '')) return [];
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const letters = (text.textContent ?? '').trimEnd().length;
      const lastLetter = document.createRange();
      lastLetter.setStart(text, letters - 1);
      lastLetter.setEnd(text, letters);
      const mark = document.createRange();
      mark.setStart(after, 0);
      mark.setEnd(after, 1);
      const gap = mark.getBoundingClientRect().left - lastLetter.getBoundingClientRect().right;
      return [{ link: text.textContent?.trim(), gap: Math.round(gap) }];
    }),
  );
}
