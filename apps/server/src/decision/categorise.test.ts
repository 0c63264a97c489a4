import { describe, expect, it } from 'vitest';
import type { BankTransaction } from './types.ts';
import { categorise } from './categorise.ts';

const debit = (description: string, type: BankTransaction['type'] = 'card', mcc?: string): BankTransaction => ({
  bookedOn: '2026-01-05',
  amountPence: -1000,
  type,
  description,
  ...(mcc ? { merchantCategoryCode: mcc } : {}),
});

describe('categorise', () => {
  it.each([
    ['pay in', { ...debit('SALARY ACME LTD', 'credit'), amountPence: 200_000 }, 'income'],
    ['a pension in', { ...debit('STATE PENSION DWP', 'credit'), amountPence: 80_000 }, 'income'],
    ['a transfer in from a friend', { ...debit('J SMITH', 'transfer'), amountPence: 5_000 }, 'other'],
    ['rent', debit('RENT BRIGHTWAY LETTINGS', 'standing-order'), 'committed'],
    ['a mortgage', debit('HOMESTEAD MORTGAGE', 'direct-debit'), 'committed'],
    ['a loan', debit('ZEDRA FINANCE LOAN', 'direct-debit'), 'credit'],
    ['buy now pay later', debit('PAYLATER BNPL INSTALMENT', 'direct-debit'), 'credit'],
    ['a betting merchant code', debit('SPINWELL', 'card', '7995'), 'gambling'],
    ['a casino by name', debit('ROYAL CASINO ONLINE'), 'gambling'],
    ['groceries by merchant code', debit('FRESHWAYS', 'card', '5411'), 'essential'],
    ['council tax', debit('COUNCIL TAX ASHBRIDGE', 'direct-debit'), 'essential'],
    ['a restaurant', debit('THE OLD OAK RESTAURANT', 'card', '5812'), 'discretionary'],
  ])('%s → %s', (_case, transaction, category) => {
    expect(categorise(transaction)).toBe(category);
  });
});
