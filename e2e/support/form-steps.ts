import { expect, type Page } from '@playwright/test';

/** Presses Tab (no mouse) until the focused element matches the selector. */
export async function tabTo(page: Page, selector: string, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Tabs to a text box and types into it. */
export async function typeInto(page: Page, name: string, text: string): Promise<void> {
  await tabTo(page, `[name="${name}"]`);
  await page.keyboard.type(text);
}

/** Tabs to a radio group, moves to the wanted option with the arrow keys, and selects it with Space. */
export async function chooseRadio(page: Page, name: string, value: string): Promise<void> {
  await tabTo(page, `[name="${name}"]`);
  for (let press = 0; press < 12; press += 1) {
    if (await page.evaluate((v) => (document.activeElement as HTMLInputElement).value === v, value)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  await expect(page.locator(`[name="${name}"][value="${value}"]`)).toBeChecked();
}

/** Submits the stage from the keyboard: Tab to its main button, then Enter. */
export async function submitByKeyboard(page: Page): Promise<void> {
  await tabTo(page, 'button[type=submit]');
  await page.keyboard.press('Enter');
}
