import { OPEN_BANKING_LOOKBACK_MONTHS } from '@quickcheck/contracts';
import type { BankTransaction } from './types.ts';

export type SpendCategory = 'income' | 'committed' | 'credit' | 'essential' | 'gambling' | 'discretionary' | 'other';

/**
 * What the decision reads from 12 months of bank data: monthly averages in whole pounds and
 * one count. This is all that is stored (sealed); the transactions themselves are not kept.
 */
export interface AffordabilitySummary {
  months: number;
  monthlyIncome: number;
  /** Rent or mortgage. */
  monthlyCommitted: number;
  /** Loans, credit cards, buy now pay later. */
  monthlyCredit: number;
  /** Council tax, utilities, food, travel to work. */
  monthlyEssential: number;
  monthlyGambling: number;
  monthlyDiscretionary: number;
  returnedDirectDebits: number;
}

// Merchant category codes (ISO 18245) that settle a card payment's category on their own.
const GAMBLING_MCC = new Set(['7995', '7800', '7801', '7802']);
const ESSENTIAL_MCC = new Set(['5411', '5499', '4111', '4121', '4131', '5541', '5542', '4900', '5912']);

const INCOME = /\b(salary|wages|payroll|pension|universal credit|dwp|hmrc)\b/i;
const HOUSING = /\b(rent|mortgage|lettings?|housing association)\b/i;
const CREDIT = /\b(loan|finance|credit card|bnpl|paylater|instalment|overdraft)\b/i;
const GAMBLING = /\b(bets?|betting|casino|lottery|bingo|poker)\b/i;
const ESSENTIAL =
  /\b(council tax|energy|electric|gas|water|insurance|mobile|broadband|supermarket|rail|fuel|pharmacy)\b/i;

/** One transaction's category, from its type, merchant code and statement text. */
export function categorise(transaction: BankTransaction): SpendCategory {
  const { amountPence, type, description, merchantCategoryCode: mcc } = transaction;
  if (amountPence > 0) return type === 'credit' && INCOME.test(description) ? 'income' : 'other';
  if (mcc && GAMBLING_MCC.has(mcc)) return 'gambling';
  if (GAMBLING.test(description)) return 'gambling';
  if (HOUSING.test(description)) return 'committed';
  if (CREDIT.test(description)) return 'credit';
  if ((mcc && ESSENTIAL_MCC.has(mcc)) || ESSENTIAL.test(description)) return 'essential';
  return 'discretionary';
}

const monthly = (pence: number, months: number) => Math.round(Math.abs(pence) / 100 / months);

/** The summary of a lookback's transactions; money back in (returns, refunds) is not income. */
export function summarise(transactions: readonly BankTransaction[]): AffordabilitySummary {
  const totals: Record<SpendCategory, number> = {
    income: 0,
    committed: 0,
    credit: 0,
    essential: 0,
    gambling: 0,
    discretionary: 0,
    other: 0,
  };
  let returnedDirectDebits = 0;
  for (const transaction of transactions) {
    if (transaction.type === 'returned-direct-debit') {
      returnedDirectDebits += 1;
      continue;
    }
    totals[categorise(transaction)] += transaction.amountPence;
  }
  const months = OPEN_BANKING_LOOKBACK_MONTHS;
  return {
    months,
    monthlyIncome: monthly(totals.income, months),
    monthlyCommitted: monthly(totals.committed, months),
    monthlyCredit: monthly(totals.credit, months),
    monthlyEssential: monthly(totals.essential, months),
    monthlyGambling: monthly(totals.gambling, months),
    monthlyDiscretionary: monthly(totals.discretionary, months),
    returnedDirectDebits,
  };
}
