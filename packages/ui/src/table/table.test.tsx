import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './table.tsx';

const columns = [
  { key: 'field', header: 'Detail' },
  { key: 'value', header: 'You told us' },
];
const rows = [
  { field: 'Name', value: 'Mr Sam Example' },
  { field: 'Date of birth', value: '27/03/1985' },
];

describe('Table', () => {
  it('is a table named by its caption, with column headers scoped to their columns', () => {
    render(<Table caption="The details you gave us" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'The details you gave us' });
    expect(table.querySelector('caption')).toHaveTextContent('The details you gave us');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Detail', 'You told us']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
  });

  it('has one row per record, cells in column order, and no row headers by default', () => {
    render(<Table caption="Details" columns={columns} rows={rows} />);
    const [, ...bodyRows] = screen.getAllByRole('row');
    expect(bodyRows).toHaveLength(2);
    expect(
      within(bodyRows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Date of birth', '27/03/1985']);
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });

  it('makes the first cell of each row its header when asked', () => {
    render(<Table caption="Details" rowHeaders columns={columns} rows={rows} />);
    const rowHeaders = screen.getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.textContent)).toEqual(['Name', 'Date of birth']);
    rowHeaders.forEach((header) => expect(header).toHaveAttribute('scope', 'row'));
    const [, firstRow] = screen.getAllByRole('row');
    expect(within(firstRow!).getByRole('cell')).toHaveTextContent('Mr Sam Example');
    expect(screen.getAllByRole('cell')).toHaveLength(2);
  });

  it('sets numeric columns apart, header and cells alike', () => {
    render(
      <Table
        caption="Your offer"
        columns={[
          { key: 'item', header: 'Item' },
          { key: 'amount', header: 'Amount', numeric: true },
        ]}
        rows={[{ item: 'Credit limit', amount: '£1,200' }]}
      />,
    );
    const amountHeader = screen.getByRole('columnheader', { name: 'Amount' });
    const amount = screen.getByRole('cell', { name: '£1,200' });
    expect(amountHeader.className).not.toBe('');
    expect(amount.className).toBe(amountHeader.className);
    expect(screen.getByRole('cell', { name: 'Credit limit' }).className).not.toBe(amount.className);
  });
});
