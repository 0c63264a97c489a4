import { HOME_SHOPPING_PRODUCT_ID } from '@quickcheck/brands';
import { QUIET_FLAGS, findChromium } from '../scripts/chromium.mjs';
import { CONSENTED_STORAGE_STATE } from './support/consent.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expectOffer, linkAccount, openLanding, visitedAddresses, type ObBrand } from './support/open-banking.ts';
import { OB_TEXT } from '../apps/web/src/features/open-banking/open-banking-text.ts';
import { checkEligibility, expectTitle, type BrandCase } from './support/results.ts';
import { expect, test } from './support/test.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The second server, with origins configured as in production (its own port: E2E_PORT + 9). */
const CONFIGURED_OFFSET = 9;
const CONFIGURED_PORT = PORT + CONFIGURED_OFFSET;
const CONFIGURED = {
  default: `http://quickcheck.example.co.uk:${CONFIGURED_PORT}`,
  very: `http://very-quickcheck.example.co.uk:${CONFIGURED_PORT}`,
  unlisted: `http://luma-quickcheck.example.co.uk:${CONFIGURED_PORT}`,
};

// Production-style names resolve to this machine as DNS would send them to the load balancer.
// Names under .localhost need no rule: the browser resolves them to loopback itself (RFC 6761).
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [...QUIET_FLAGS, '--host-resolver-rules=MAP *.example.co.uk 127.0.0.1'],
  },
  // The cookie choice already made on every host of these journeys (docs/product/constants.md scope: the registrable domain).
  storageState: {
    cookies: ['localhost', '127.0.0.1', 'very-quickcheck.localhost', '.example.co.uk'].flatMap((domain) =>
      CONSENTED_STORAGE_STATE.cookies.map((cookie) => ({ ...cookie, domain })),
    ),
    origins: [],
  },
});

const expectAllOn = (addresses: string[], origin: string) => {
  expect(addresses.length).toBeGreaterThan(1);
  for (const address of addresses) expect(new URL(address).origin, address).toBe(origin);
};

/** The very brand's visitor, on a site that either names the brand itself or takes `?partner=`. */
interface VerySite {
  label: string;
  origin: () => string;
  partner?: 'very';
}

const VERY_ON: VerySite[] = [
  { label: 'its own .localhost host', origin: () => `http://very-quickcheck.localhost:${PORT}` },
  { label: '127.0.0.1 with ?partner=', origin: () => `http://127.0.0.1:${PORT}`, partner: 'very' },
  { label: 'localhost with ?partner=', origin: () => `http://localhost:${PORT}`, partner: 'very' },
  { label: 'its configured production host', origin: () => CONFIGURED.very },
];

const obBrand = (site: VerySite): ObBrand => ({ label: 'very', consumerName: 'VERY', partner: site.partner });
const brandCase = (site: VerySite): BrandCase => ({
  label: 'very',
  productCode: HOME_SHOPPING_PRODUCT_ID,
  ...(site.partner ? { partner: site.partner } : {}),
});

let configured: ExtraServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  configured = await startExtraServer(
    {
      PUBLIC_ORIGIN: CONFIGURED.default,
      BRAND_ORIGINS: `very=${CONFIGURED.very}`,
      RATE_LIMIT_SCALE: '100',
      OPEN_BANKING_SANDBOX_LATENCY_MS: '60',
    },
    CONFIGURED_OFFSET,
  );
});
test.afterAll(async () => configured?.stop());

// One configured server per worker on one port: this file's tests run one after another.
test.describe.configure({ mode: 'serial' });

for (const site of VERY_ON) {
  test(`a referred visitor on ${site.label} links a healthy account and reaches the agreement there`, async ({
    page,
  }) => {
    const origin = site.origin();
    const addresses = visitedAddresses(page);
    await openLanding(page, obBrand(site), 'Rory', origin);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'very');
    await linkAccount(page, 'healthy');
    await expectOffer(page);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'very');
    // Landing, the provider's consent page, the hand-back and the agreement: all on the visitor's host.
    expectAllOn(addresses, origin);
    expect(addresses.some((address) => address.includes('/sandbox/open-banking/connect'))).toBe(true);
    expect(addresses.some((address) => address.includes('/ob-pending?'))).toBe(true);
  });

  test(`a matched visitor on ${site.label} is sent to the agreement on the same host`, async ({ page }) => {
    const origin = site.origin();
    const addresses = visitedAddresses(page);
    await checkEligibility(
      page,
      brandCase(site),
      { firstName: 'Olive', lastName: 'Ordinary' },
      { origin, scanStages: false },
    );
    await page.waitForURL(/\/agreement\?/);
    await expectTitle(page, /card offer$/);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'very');
    expect(new URL(page.url()).searchParams.get('p')).toBe(HOME_SHOPPING_PRODUCT_ID);
    expectAllOn(addresses, origin);
  });
}

test.describe('with origins configured, a host nobody listed', () => {
  test('is the default brand, and its matched visitor is sent to the default host, never back to it', async ({
    page,
  }) => {
    await checkEligibility(
      page,
      { label: 'unlisted' },
      { firstName: 'Una', lastName: 'Ordinary' },
      { origin: CONFIGURED.unlisted, scanStages: false },
    );
    await page.waitForURL(/\/agreement\?/);
    expect(new URL(page.url()).origin).toBe(CONFIGURED.default);
    await expectTitle(page, /card offer$/);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'quickcheck');
  });

  test('sends its referred visitor to the provider on the default host only', async ({ page }) => {
    await openLanding(page, { label: 'default', consumerName: 'QCHK' }, 'Rory', CONFIGURED.unlisted);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'quickcheck');
    const config = await page.locator('#page-config').textContent();
    expect(config).not.toContain('luma-quickcheck');
    await page.getByRole('button', { name: OB_TEXT.link }).click();
    await page.waitForURL(/\/sandbox\/open-banking\/connect\?session=/);
    expect(new URL(page.url()).origin).toBe(CONFIGURED.default);
  });
});
