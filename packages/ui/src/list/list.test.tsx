import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { List } from './list.tsx';

const reasons = ['82% chance of approval', 'Quick and easy', 'No impact on your credit score'];

describe('List', () => {
  it('is a bulleted (unordered) list of its items by default', () => {
    render(<List items={reasons} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(reasons);
  });

  it('is an ordered list when numbered, so the order is announced', () => {
    render(<List kind="number" items={['Check your details', 'Get your result']} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('stays a list when plain, looking different from the bulleted one', () => {
    const { rerender } = render(<List items={reasons} />);
    const bulleted = screen.getByRole('list').className;
    rerender(<List kind="plain" items={reasons} />);
    const plain = screen.getByRole('list');
    expect(plain.tagName).toBe('UL');
    expect(within(plain).getAllByRole('listitem')).toHaveLength(3);
    expect(plain.className).not.toBe(bulleted);
  });

  it('keeps rich items, such as links, inside their list items', () => {
    render(
      <List
        items={[
          <a key="a" href="/a">
            First
          </a>,
          'Second',
        ]}
      />,
    );
    const [first] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'First' })).toHaveAttribute('href', '/a');
  });

  it('states its list role outright, which Safari drops from lists drawn without markers', () => {
    for (const kind of ['bullet', 'number', 'plain'] as const) {
      const { unmount } = render(<List kind={kind} items={['One', 'Two']} />);
      expect(screen.getByRole('list')).toHaveAttribute('role', 'list');
      unmount();
    }
  });
});
