import { track } from './analytics.ts';
import type { CtaAction, EventData } from './event-names.ts';

/** `ctaButtonClick` for a main call to action: `action` is a fixed id of ours, never text the visitor typed. */
export function trackCta(action: CtaAction, data: EventData = {}): void {
  track('ctaButtonClick', { action, ...data });
}

/** `fieldFocus` when a form control takes focus: its field id (the control's name) only, never its value. */
export function trackFieldFocus(target: EventTarget): void {
  if (!(
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  ))
    return;
  const field = target.name || target.id;
  if (field) track('fieldFocus', { field });
}

/** `accordionClick` when an accordion item opens or closes; `item` is a fixed id of ours. */
export function trackAccordionClick(item: string, open: boolean): void {
  track('accordionClick', { item, open });
}
