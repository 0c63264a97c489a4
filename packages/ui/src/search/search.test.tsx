import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Search } from './search.tsx';

describe('Search', () => {
  it('is a search landmark that reports the trimmed query', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Search label="Postcode" buttonText="Find address" onSearch={onSearch} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Postcode' }), ' LS1 1AA {Enter}');
    expect(onSearch).toHaveBeenCalledWith('LS1 1AA');
  });
});
