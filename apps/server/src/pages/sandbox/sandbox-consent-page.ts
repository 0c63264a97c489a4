import { OPEN_BANKING_ACCESS_DAYS, OPEN_BANKING_LOOKBACK_MONTHS } from '@quickcheck/contracts';
import { SANDBOX_ACCOUNTS } from '../../ports/open-banking/sandbox-accounts.ts';
import { SANDBOX_CONNECT_PATH } from '../../ports/open-banking/sandbox-open-banking.ts';

/** The sandbox provider's own name: a fictional aggregator, clearly not a real bank. */
export const SANDBOX_PROVIDER_NAME = 'Openlane';
export const SANDBOX_STYLESHEET_PATH = '/sandbox/open-banking/provider.css';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${SANDBOX_PROVIDER_NAME} sandbox</title>
<link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">
</head>
<body>
<header class="provider"><p class="provider-name">${SANDBOX_PROVIDER_NAME} <span class="tag">Sandbox</span></p></header>
<main>
${body}
</main>
<footer><p>${SANDBOX_PROVIDER_NAME} is a sandbox open-banking provider: no real bank is contacted and no real data is shared.</p></footer>
</body>
</html>`;
}

/** The consent page (docs/product/contract.md#sandbox): what is shared and for how long, then the sandbox accounts. */
export function consentPage(sessionId: string, cancelUrl: string): string {
  const accounts = Object.entries(SANDBOX_ACCOUNTS)
    .map(([id, label]) => `<li><button type="submit" name="account" value="${id}">${escapeHtml(label)}</button></li>`)
    .join('\n');
  return page(
    'Share your bank data',
    `<h1>Share your bank data with QuickCheck</h1>
<p>QuickCheck is asking to see your bank data to check you can afford a credit card.</p>
<h2>What will be shared</h2>
<ul>
<li>Your account names and balances</li>
<li>${OPEN_BANKING_LOOKBACK_MONTHS} months of transactions: money in, direct debits, standing orders and card payments</li>
</ul>
<h2>For how long</h2>
<p>Your consent lasts ${OPEN_BANKING_ACCESS_DAYS} days. QuickCheck reads your data once and then ends its access at once.
You can withdraw your consent at any time in your bank's app or by contacting ${SANDBOX_PROVIDER_NAME}.</p>
<form method="post" action="${SANDBOX_CONNECT_PATH}">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
<h2 id="accounts-heading">Choose a sandbox account</h2>
<ul class="accounts" aria-labelledby="accounts-heading">
${accounts}
</ul>
</form>
<p><a href="${escapeHtml(cancelUrl)}">Cancel</a></p>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Link not found',
    `<h1>This link has expired</h1>
<p>Go back to QuickCheck and start linking your bank account again.</p>`,
  );
}

/** Plain colours with AA contrast; a page of its own, so it never borrows the site's brand. */
export const SANDBOX_STYLESHEET = `
body { margin: 0; font-family: system-ui, sans-serif; color: #1b1b1f; background: #f4f6f8; line-height: 1.5; }
.provider { background: #123b5c; color: #fff; padding: 0.75rem 1.5rem; }
.provider-name { margin: 0; font-weight: 700; font-size: 1.25rem; }
.tag { background: #ffd866; color: #1b1b1f; border-radius: 4px; padding: 0 0.4rem; font-size: 0.875rem; margin-left: 0.5rem; }
main { max-width: 40rem; margin: 1.5rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
h1 { font-size: 1.6rem; margin-top: 0; }
h2 { font-size: 1.15rem; }
.accounts { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
.accounts button { width: 100%; font: inherit; font-weight: 600; padding: 0.8rem 1rem; border: 2px solid #123b5c;
  border-radius: 6px; background: #fff; color: #123b5c; cursor: pointer; text-align: left; }
.accounts button:hover { background: #e6eef5; }
a { color: #0b4f8a; }
:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
footer { max-width: 40rem; margin: 0 auto 2rem; padding: 0 1.5rem; font-size: 0.875rem; color: #3d3d45; }
`;
