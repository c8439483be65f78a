import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render-web';
import { PaymentFailedScreen } from './payment-failed-screen';

describe('PaymentFailedScreen', () => {
  it('says the payment could not be processed, to check the card details, and leads back to Membership', async () => {
    renderAt('/menu/payment-failed', [
      { path: '/menu/payment-failed', element: <PaymentFailedScreen /> },
      { path: '/menu/membership', element: <p>Membership screen</p> },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeTruthy();
    expect(document.title).toBe('Payment Failed | Alpha Academy');
    expect(screen.getByText('Your payment could not be processed at this time.')).toBeTruthy();
    expect(screen.getByText('Please Check your Card details')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Membership' }));
    expect(await screen.findByText('Membership screen')).toBeTruthy();
  });
});
