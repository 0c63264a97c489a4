import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyOffers, resetOffers } from '../../../common/experiments/offers-store.ts';
import { TermsAndConditions } from '../terms/terms-modal.tsx';
import { Hero } from './hero.tsx';

describe('the hero', () => {
  it('lists the reasons without instant issuance as plain text', () => {
    render(<Hero instantIssuance={false} />);
    const reasons = screen.getByRole('list', { name: 'Why use QuickCheck' });
    expect(reasons).toHaveTextContent('No impact on your credit score');
    expect(reasons).toHaveTextContent('A straight yes or no');
    expect(reasons).not.toHaveTextContent('Use your card before it arrives');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens an explanatory modal from each reason in instant-issuance mode', async () => {
    const user = userEvent.setup();
    render(<Hero instantIssuance />);
    await user.click(screen.getByRole('button', { name: 'Use your card before it arrives' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use your card before it arrives' });
    expect(dialog).toHaveTextContent("phone's digital wallet");
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use your card before it arrives' })).toHaveFocus();
  });
});

describe("the hero in an experiment's experience", () => {
  afterEach(() => resetOffers());
  const outcomeFirst = {
    tntId: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    offers: [
      {
        activityId: 'hero-wording',
        activityName: 'Hero wording',
        experienceId: 'outcome-first',
        experienceName: 'Outcome first',
        content: { 'hero.straight-answer': "Find out if you'll be accepted in 60 seconds" },
      },
    ],
  };

  it("shows the offer's wording in place of the reason it replaces, and the rest as they are", () => {
    render(<Hero instantIssuance={false} />);
    act(() => applyOffers(outcomeFirst));
    const reasons = screen.getByRole('list', { name: 'Why use QuickCheck' });
    expect(reasons).toHaveTextContent("Find out if you'll be accepted in 60 seconds");
    expect(reasons).not.toHaveTextContent('A straight yes or no');
    expect(reasons).toHaveTextContent('No impact on your credit score');
  });

  it('names the explanatory modal with the same wording', async () => {
    applyOffers(outcomeFirst);
    const user = userEvent.setup();
    render(<Hero instantIssuance />);
    await user.click(screen.getByRole('button', { name: "Find out if you'll be accepted in 60 seconds" }));
    expect(await screen.findByRole('dialog', { name: "Find out if you'll be accepted in 60 seconds" })).toBeVisible();
  });
});

describe('the terms and conditions', () => {
  it('say what docs/product/screens.md item 12 requires', async () => {
    const user = userEvent.setup();
    render(<TermsAndConditions />);
    await user.click(screen.getByRole('button', { name: 'terms and conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    for (const text of [
      '18 or over and live in the UK',
      'three years',
      '£100',
      'free',
      'soft footprint',
      '60 seconds',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(screen.getByRole('link', { name: /Experian/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /MoneyHelper/ })).toBeInTheDocument();
  });

  it('close on Escape and give focus back to the link that opened them', async () => {
    const user = userEvent.setup();
    render(<TermsAndConditions />);
    await user.click(screen.getByRole('button', { name: 'terms and conditions' }));
    expect(await screen.findByRole('dialog', { name: 'Terms and conditions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'terms and conditions' })).toHaveFocus();
  });
});
