import { expect, type Page } from '@playwright/test';
import type { Applicant } from './applicant.ts';

/** Fills stage 1 ('About you') by control name and continues. */
export async function fillAboutYou(page: Page, applicant: Applicant): Promise<void> {
  await page.locator('[name="title"]').selectOption(applicant.title);
  await page.locator('[name="first-name"]').fill(applicant.firstName);
  await page.locator('[name="last-name"]').fill(applicant.lastName);
  await page.locator('[name="date-of-birth-day"]').fill(applicant.dateOfBirth.day);
  await page.locator('[name="date-of-birth-month"]').fill(applicant.dateOfBirth.month);
  await page.locator('[name="date-of-birth-year"]').fill(applicant.dateOfBirth.year);
  await page.locator('[name="email-address"]').fill(applicant.email);
  await page.locator('[name="mobile-number"]').fill(applicant.mobile);
  await page.locator('button[type=submit]').click();
  await expect(page.getByRole('heading', { name: 'Your address' })).toBeVisible();
}

/** Fills stage 3 ('Your finances') by control name and continues. */
export async function fillFinances(page: Page, applicant: Applicant): Promise<void> {
  await page.locator(`[name="employment-status"][value="${applicant.employmentStatus}"]`).check();
  await page.locator('[name="occupation"]').fill(applicant.occupation);
  await page.locator('[name="annual-income"]').fill(applicant.annualIncome);
  await page.locator('[name="income-03:other-household-income:other-household-income"][value="no"]').check();
  await page.locator('[name="cash-advance"][value="N"]').check();
  await page.locator('button[type=submit]').click();
  await expect(page.getByRole('heading', { name: 'Staying in touch' })).toBeVisible();
}

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
