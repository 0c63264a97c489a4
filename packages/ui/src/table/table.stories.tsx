import type { Story, StoryDefault } from '@ladle/react';
import { Table } from './table.tsx';

export default { title: 'Table' } satisfies StoryDefault;

export const Details: Story = () => (
  <Table
    caption="The details you gave us"
    rowHeaders
    columns={[
      { key: 'field', header: 'Detail' },
      { key: 'value', header: 'You told us' },
    ]}
    rows={[
      { field: 'Name', value: 'Mr Sam Example' },
      { field: 'Date of birth', value: '27/03/1985' },
      { field: 'Postcode', value: 'LS1 1AA' },
    ]}
  />
);

export const Numeric: Story = () => (
  <Table
    caption="Your offer"
    columns={[
      { key: 'item', header: 'Item' },
      { key: 'amount', header: 'Amount', numeric: true },
    ]}
    rows={[
      { item: 'Credit limit', amount: '£1,200' },
      { item: 'Purchase rate', amount: '29.9%' },
    ]}
  />
);
