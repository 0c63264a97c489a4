import { OPEN_BANKING_LOOKBACK_MONTHS } from '@quickcheck/contracts';
import type { BankTransaction, TransactionType } from '../../decision/types.ts';

/** docs/product/contract.md#sandbox sandbox accounts, plus one whose data fetch fails (the provider's outage). */
export const SANDBOX_ACCOUNTS = {
  healthy: 'Healthy finances',
  stretched: 'Stretched finances',
  unavailable: 'Bank data unavailable',
} as const;
export type SandboxAccount = keyof typeof SANDBOX_ACCOUNTS;
export const isSandboxAccount = (value: unknown): value is SandboxAccount =>
  typeof value === 'string' && Object.hasOwn(SANDBOX_ACCOUNTS, value);

/** One line of a month's statement: day of month, pounds (negative out), type, text, optional MCC. */
type Line = readonly [day: number, pounds: number, type: TransactionType, description: string, mcc?: string];

/** A salaried renter with one small card bill and room to spare every month. */
const HEALTHY_MONTH: readonly Line[] = [
  [1, -750, 'standing-order', 'RENT BRIGHTWAY LETTINGS'],
  [2, -140, 'direct-debit', 'COUNCIL TAX ASHBRIDGE'],
  [3, -95, 'direct-debit', 'NORTHGRID ENERGY'],
  [4, -35, 'direct-debit', 'WESTSHIRE WATER'],
  [5, -55, 'direct-debit', 'SKYLINE MOBILE AND BROADBAND'],
  [6, -60, 'direct-debit', 'QUICKCARD CREDIT CARD'],
  [8, -78, 'card', 'FRESHWAYS SUPERMARKET', '5411'],
  [15, -74, 'card', 'FRESHWAYS SUPERMARKET', '5411'],
  [22, -81, 'card', 'FRESHWAYS SUPERMARKET', '5411'],
  [29, -67, 'card', 'FRESHWAYS SUPERMARKET', '5411'],
  [10, -60, 'card', 'METRO RAIL TICKETS', '4111'],
  [12, -45, 'card', 'THE OLD OAK RESTAURANT', '5812'],
  [19, -15, 'direct-debit', 'STREAMFLIX SUBSCRIPTION'],
  [24, -90, 'card', 'HIGH STREET FASHION', '5651'],
  [28, 2450, 'credit', 'SALARY ACME ENGINEERING LTD'],
];

/** A renter whose loans, cards and buy-now-pay-later eat most of the pay, with bets and bounced debits. */
const STRETCHED_MONTH: readonly Line[] = [
  [1, -725, 'standing-order', 'RENT BRIGHTWAY LETTINGS'],
  [2, -120, 'direct-debit', 'COUNCIL TAX ASHBRIDGE'],
  [3, -110, 'direct-debit', 'NORTHGRID ENERGY'],
  [5, -210, 'direct-debit', 'ZEDRA FINANCE LOAN'],
  [6, -150, 'direct-debit', 'QUICKCARD CREDIT CARD'],
  [7, -60, 'direct-debit', 'PAYLATER BNPL INSTALMENT'],
  [9, -140, 'card', 'FRESHWAYS SUPERMARKET', '5411'],
  [23, -140, 'card', 'FRESHWAYS SUPERMARKET', '5411'],
  [11, -45, 'card', 'SPINWELL BETS', '7995'],
  [18, -40, 'card', 'SPINWELL BETS', '7995'],
  [28, 1650, 'credit', 'SALARY CORNER CAFE LTD'],
];

/** Every fourth month the loan's direct debit bounces back: three returns in a year. */
const STRETCHED_RETURN: Line = [6, 210, 'returned-direct-debit', 'RETURNED DD ZEDRA FINANCE LOAN'];

const isoDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, Math.min(day, 28))).toISOString().slice(0, 10);

/**
 * Twelve full calendar months before `asOf`, the same lines each month: deterministic, so the
 * same account always gets the same decision, and realistic enough for the categoriser.
 */
export function sandboxTransactions(account: Exclude<SandboxAccount, 'unavailable'>, asOf: Date): BankTransaction[] {
  const transactions: BankTransaction[] = [];
  for (let back = OPEN_BANKING_LOOKBACK_MONTHS; back >= 1; back--) {
    const first = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - back, 1));
    const lines = account === 'healthy' ? [...HEALTHY_MONTH] : [...STRETCHED_MONTH];
    if (account === 'stretched' && back % 4 === 0) lines.push(STRETCHED_RETURN);
    for (const [day, pounds, type, description, mcc] of lines) {
      transactions.push({
        bookedOn: isoDay(first.getUTCFullYear(), first.getUTCMonth(), day),
        amountPence: Math.round(pounds * 100),
        type,
        description,
        ...(mcc ? { merchantCategoryCode: mcc } : {}),
      });
    }
  }
  return transactions;
}
