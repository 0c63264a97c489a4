import { expect, type Page } from '@playwright/test';
import { ORDINARY_APPLICANT } from '@quickcheck/contracts/fixtures';
import { expectNoAxeViolations } from './axe.ts';

export interface Applicant {
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: { day: string; month: string; year: string };
  email: string;
  mobile: string;
  postcode: string;
  houseNumber: string;
  streetName: string;
  townCity: string;
  yearsAtAddress: string;
  employmentStatus: string;
  occupation: string;
  annualIncome: string;
}

let sequence = 0;

/** docs/product/contract.md#sandbox's ordinary applicant (the shared fixture) as the form is filled in; each call gets its own birthday. */
export function ordinaryApplicant(overrides: Partial<Applicant> = {}): Applicant {
  sequence += 1;
  const day = String(1 + ((Date.now() + sequence) % 28)).padStart(2, '0');
  const answer = (field: string) => ORDINARY_APPLICANT[field] ?? '';
  return {
    title: answer('title'),
    firstName: answer('first-name'),
    lastName: answer('last-name'),
    dateOfBirth: { day, month: '04', year: String(1970 + (sequence % 30)) },
    email: answer('email-address'),
    mobile: answer('mobile-number'),
    postcode: answer('postcode'),
    houseNumber: answer('house-number'),
    streetName: answer('street-name'),
    townCity: answer('town-city'),
    yearsAtAddress: answer('years-at-address'),
    employmentStatus: answer('employment-status'),
    occupation: answer('occupation'),
    annualIncome: answer('annual-income'),
    ...overrides,
  };
}

/** Fills stage 1 ('About you') by control name and continues. */
export async function fillAboutYou(page: Page, applicant: Applicant): Promise<void> {
  await typeAboutYou(page, applicant);
  await page.locator('button[type=submit]').click();
  await expect(page.getByRole('heading', { name: 'Your address' })).toBeVisible();
}

/** Fills stage 1's controls by name, without continuing. */
export async function typeAboutYou(page: Page, applicant: Applicant): Promise<void> {
  await page.locator('[name="title"]').selectOption(applicant.title);
  await page.locator('[name="first-name"]').fill(applicant.firstName);
  await page.locator('[name="last-name"]').fill(applicant.lastName);
  await page.locator('[name="date-of-birth-day"]').fill(applicant.dateOfBirth.day);
  await page.locator('[name="date-of-birth-month"]').fill(applicant.dateOfBirth.month);
  await page.locator('[name="date-of-birth-year"]').fill(applicant.dateOfBirth.year);
  await page.locator('[name="email-address"]').fill(applicant.email);
  await page.locator('[name="mobile-number"]').fill(applicant.mobile);
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

async function continueToNextStage(page: Page): Promise<void> {
  await page.locator('button[type=submit]').click();
}

export interface WalkOptions {
  /**
   * Scan each stage with axe (the default). A journey whose stages another journey already scans in
   * the same brand and consumer turns it off: the scans were a quarter of each walk's time (issue 26).
   */
  scanStages?: boolean;
}

/**
 * Walks the staged form by the control names of docs/product/contract.md#the-form, scanning each stage with axe unless
 * told not to. Stops after confirming the 'Check your answers' stage (the submission).
 */
export async function completeForm(
  page: Page,
  applicant: Applicant,
  { scanStages = true }: WalkOptions = {},
): Promise<void> {
  const scan = scanStages ? expectNoAxeViolations : async () => {};
  await expect(page.locator('[name="first-name"]')).toBeVisible();
  await scan(page);
  await fillAboutYou(page, applicant);

  await expect(page.locator('[name="postcode"]')).toBeVisible();
  await page.locator('[name="postcode"]').fill(applicant.postcode);
  await page.getByRole('button', { name: 'Find address' }).click();
  const addressList = page.getByLabel('Select your address');
  await expect(addressList.locator('option').nth(1)).toBeAttached();
  await addressList.selectOption({ index: 1 });
  await page.locator('[name="years-at-address"]').fill(applicant.yearsAtAddress);
  await scan(page);
  await continueToNextStage(page);

  await expect(page.locator('[name="employment-status"]').first()).toBeVisible();
  await page.locator(`[name="employment-status"][value="${applicant.employmentStatus}"]`).check();
  await page.locator('[name="occupation"]').fill(applicant.occupation);
  await page.locator('[name="annual-income"]').fill(applicant.annualIncome);
  await page.locator('[name="income-03:other-household-income:other-household-income"][value="no"]').check();
  await page.locator('[name="cash-advance"][value="N"]').check();
  await scan(page);
  await continueToNextStage(page);

  // Product-specific brands and aggregator edits are not asked for permissions (docs/decisions/006).
  const permissions = page.locator('[name="marketing-permission"]');
  const review = page.getByRole('heading', { name: 'Check your answers' });
  await expect(permissions.or(review)).toBeVisible();
  if (await permissions.isVisible()) {
    await scan(page);
    await continueToNextStage(page);
  }

  await confirmAnswers(page);
}

/**
 * The final 'Check your answers' stage (WCAG 3.3.4), confirmed with its submit button. Its axe scan
 * lives in e2e/form.spec.ts, so the journeys that pass through here keep their time budget.
 */
export async function confirmAnswers(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  await continueToNextStage(page);
}
