import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as analytics from '../../analytics/analytics.ts';
import { Accordion, AccordionItem } from './accordion.tsx';

describe('the tracked accordion item', () => {
  it('sends accordionClick with its id and new state on each toggle', async () => {
    const user = userEvent.setup();
    const track = vi.spyOn(analytics, 'track');
    render(
      <Accordion>
        <AccordionItem title="How does it work?" trackingId="how-it-works">
          <p>We look back 12 months.</p>
        </AccordionItem>
      </Accordion>,
    );
    const trigger = screen.getByRole('button', { name: 'How does it work?' });
    await user.click(trigger);
    await user.click(trigger);
    expect(track.mock.calls).toEqual([
      ['accordionClick', { item: 'how-it-works', open: true }],
      ['accordionClick', { item: 'how-it-works', open: false }],
    ]);
  });
});
