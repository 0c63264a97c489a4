import { expect, type Page } from '@playwright/test';
import type { Applicant } from './applicant.ts';
import { chooseRadio, submitByKeyboard, tabTo, typeInto } from './form-steps.ts';

export interface KeyboardJourneyOptions {
  /** Find the address from the postcode, or type it after 'Enter address manually'. */
  address: 'lookup' | 'manual';
  /** Whether the brand asks the 'Staying in touch' stage (not asked when docs/product/validation.md forces it to 'false'). */
  asksPermissions: boolean;
}

/** Presses Enter on a button reached by Tab. */
async function pressButton(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name });
  for (
    let press = 0;
    press < 40 && !(await button.evaluate((element) => element === document.activeElement));
    press++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

async function addressByLookup(page: Page, applicant: Applicant): Promise<void> {
  await typeInto(page, 'postcode', applicant.postcode);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Select your address')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Change your home address' })).toBeVisible();
}

async function addressByHand(page: Page, applicant: Applicant): Promise<void> {
  await pressButton(page, 'Enter address manually');
  await typeInto(page, 'house-number', applicant.houseNumber);
  await typeInto(page, 'street-name', applicant.streetName);
  await typeInto(page, 'town-city', applicant.townCity);
  await typeInto(page, 'postcode', applicant.postcode);
}

/**
 * Walks every stage with Tab, arrow keys, Space and Enter only (no mouse), checking that focus
 * lands on each new stage's heading, and confirms 'Check your answers' (the submission).
 */
export async function completeFormByKeyboard(
  page: Page,
  applicant: Applicant,
  { address, asksPermissions }: KeyboardJourneyOptions,
): Promise<void> {
  await tabTo(page, '[name="title"]');
  while ((await page.locator('[name="title"]').inputValue()) !== 'Ms') await page.keyboard.press('ArrowDown');
  await typeInto(page, 'first-name', applicant.firstName);
  await typeInto(page, 'last-name', applicant.lastName);
  await typeInto(page, 'date-of-birth-day', applicant.dateOfBirth.day);
  await typeInto(page, 'date-of-birth-month', applicant.dateOfBirth.month);
  await typeInto(page, 'date-of-birth-year', applicant.dateOfBirth.year);
  await typeInto(page, 'email-address', applicant.email);
  await typeInto(page, 'mobile-number', applicant.mobile);
  await submitByKeyboard(page);

  await expect(page.getByRole('heading', { name: 'Your address' })).toBeFocused();
  await (address === 'lookup' ? addressByLookup(page, applicant) : addressByHand(page, applicant));
  await typeInto(page, 'years-at-address', '5');
  await submitByKeyboard(page);

  await expect(page.getByRole('heading', { name: 'Your finances' })).toBeFocused();
  await chooseRadio(page, 'employment-status', 'FULL_TIME');
  await typeInto(page, 'occupation', applicant.occupation);
  await typeInto(page, 'annual-income', applicant.annualIncome);
  await chooseRadio(page, 'income-03:other-household-income:other-household-income', 'no');
  await chooseRadio(page, 'cash-advance', 'N');
  await submitByKeyboard(page);

  if (asksPermissions) {
    await expect(page.getByRole('heading', { name: 'Staying in touch' })).toBeFocused();
    await tabTo(page, '[name="future-soft-search-permission"]');
    await page.keyboard.press('Space');
    await expect(page.locator('[name="future-soft-search-permission"]')).toBeChecked();
    await submitByKeyboard(page);
  }
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeFocused();
  await submitByKeyboard(page);
}
