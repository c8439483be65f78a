import { cleanup, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landingPlan } from '../../../../tests/support/landing-answers';
import { renderWeb } from '../../../../tests/support/render-web';
import { PlansSection } from './plans-section';

const dollars = { ...landingPlan, _id: 'usd', name: 'Dollars', currency: 'USD' };
const yen = { ...landingPlan, _id: 'jpy', name: 'Yen', price: 1999, price_minor: 1999, currency: 'JPY' };

/** Exactly as written: Intl's no-break space kept (the default normalizer makes it a plain space). */
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe("the landing page's plans, in each plan's currency and the active language", () => {
  afterEach(cleanup);

  it.each([
    ['en-GB', 'US$44.99', 'JP¥1,999'],
    ['ar', '\u200f44.99\u00a0US$', '\u200f1,999\u00a0JP¥'],
  ])('%s', (language, usd, jpy) => {
    renderWeb(<PlansSection plans={[dollars, yen]} loading={false} />, { language });
    expect(within(screen.getByRole('article', { name: 'Dollars' })).getByText(usd, exactly)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Yen' })).getByText(jpy, exactly)).toBeTruthy();
  });
});
