import { render, screen, within } from '@testing-library/react';
import type { PageConfig } from '@quickcheck/contracts';
import { describe, expect, it } from 'vitest';
import { PageConfigProvider } from '../../common/page-config/page-config-context.tsx';
import { pageConfig, servedJourney } from '../../test/fixtures.ts';
import { AppShell } from './app-shell.tsx';

function renderShell(config: PageConfig, withSkipLink = false) {
  return render(
    <PageConfigProvider config={config}>
      <AppShell withSkipLink={withSkipLink}>
        <h1>Page</h1>
      </AppShell>
    </PageConfigProvider>,
  );
}

describe('the app shell', () => {
  it('loads the page’s brand and shows its logo and footer', async () => {
    // The `s` the server read from the address (page config `journey`): the shell does not read the address.
    const journey = servedJourney('thinkmoney', '?partner=thinkmoney&s=ABCDEFGH');
    renderShell(pageConfig({ brand: 'thinkmoney', journey }));
    expect(await screen.findByRole('img', { name: /^Thinkwise Money logo/ })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Legal (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.quickcheck.example/thinkwise-money/legal?s=ABCDEFGH',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it('keeps the main landmark, and a skip link of its own only outside the app (which draws one first)', async () => {
    const { unmount } = renderShell(pageConfig());
    await screen.findByRole('img', { name: /^QuickCheck logo/ });
    expect(screen.queryByRole('link', { name: 'Skip to content' })).not.toBeInTheDocument();
    unmount();
    renderShell(pageConfig(), true);
    await screen.findByRole('img', { name: /^QuickCheck logo/ });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page' }));
  });
});
