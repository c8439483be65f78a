import { cleanup, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWeb } from '../../../../tests/support/render-web';
import { PlanCard } from './plan-card';
import { plans, subscription, transactions } from './story-fixtures';
import { SubscriptionCard } from './subscription-card';
import { TransactionsTable } from './transactions-table';

/** The fixtures in dollars: 4499 is $44.99, 1999 is $19.99. */
const inDollars = <T extends { currency: string }>(item: T): T => ({ ...item, currency: 'USD' });
const RLM = '\u200f';
const NBSP = '\u00a0';

/** How each language writes these amounts (Intl's CLDR data), with the tenant's locale left at en-GB throughout. */
const cases = [
  { language: 'en-GB', usd4499: 'US$44.99', usd1999: 'US$19.99', gbp9900: '£99' },
  { language: 'ar', usd4499: `${RLM}44.99${NBSP}US$`, usd1999: `${RLM}19.99${NBSP}US$`, gbp9900: `${RLM}99${NBSP}UK£` },
];

/** Exactly as written: Intl's no-break space kept (the default normalizer makes it a plain space). */
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe("membership prices, in the plan's currency and the learner's active language", () => {
  afterEach(cleanup);

  it.each(cases)('$language: plan cards', ({ language, usd4499, gbp9900 }) => {
    renderWeb(
      <>
        <PlanCard plan={inDollars(plans[1]!)} pending={false} onUpgrade={() => {}} />
        <PlanCard plan={plans[2]!} pending={false} onUpgrade={() => {}} />
      </>,
      { language },
    );
    expect(within(screen.getByRole('article', { name: 'Three Months' })).getByText(usd4499, exactly)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Twelve Months' })).getByText(gbp9900, exactly)).toBeTruthy();
  });

  it.each(cases)('$language: the subscription and the payment history', ({ language, usd4499, usd1999 }) => {
    renderWeb(
      <>
        <SubscriptionCard subscription={inDollars(subscription)} />
        <TransactionsTable transactions={transactions.map(inDollars)} />
      </>,
      { language },
    );
    expect(screen.getByRole('region', { name: /subscription/i }).textContent).toContain(usd4499);
    const amounts = within(screen.getByRole('rowheader', { name: 'Amount' }).closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(amounts).toEqual([usd4499, usd1999, usd1999]);
  });
});
