import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../tenant/intl-format';
import { Alert } from '../../../ui/alert';
import type { Confirmation } from '../lib/use-payment-confirmation';
import { useMembershipText } from '../use-membership-text';

/**
 * The status line after the payment provider sends the learner back: being confirmed, then
 * received with the new expiry date (or, after a minute, that it is taking longer). One live
 * region throughout, so each change is announced.
 */
export function CheckoutStatus({ confirmation }: { confirmation: Confirmation }) {
  const t = useMembershipText();
  const locale = useLanguage();
  if (confirmation.state === 'none') return null;
  const text =
    confirmation.state === 'confirmed'
      ? confirmation.subscription
        ? t('checkout.confirmed', { date: formatDate(confirmation.subscription.expiry, 'long', locale) })
        : t('checkout.confirmedNoDate')
      : t(confirmation.state === 'slow' ? 'checkout.slow' : 'checkout.confirming');
  return <Alert kind={confirmation.state === 'confirmed' ? 'success' : 'info'}>{text}</Alert>;
}
