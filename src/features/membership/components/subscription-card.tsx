import { useLanguage } from '../../../i18n/use-language';
import styled from 'styled-components';
import { formatDate } from '../../../tenant/intl-format';
import { useFormatMoney } from '../../../tenant/use-format-money';
import type { Subscription } from '../api/get-user-transactions';
import { useMembershipText } from '../use-membership-text';
import { Badge } from './badge';
import { Card } from '../../../ui/card';

/** The Active Plan card: 'My Subscription', the 'Monthly' badge, the amount per month and the expiry date. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const t = useMembershipText();
  const locale = useLanguage();
  const money = useFormatMoney();
  return (
    <Panel aria-labelledby="membership-subscription-heading">
      <Eyebrow>{t('subscription.heading')}</Eyebrow>
      <Head>
        <h2 id="membership-subscription-heading">{t('subscription.title')}</h2>
        <Badge>{t('subscription.badge')}</Badge>
      </Head>
      <Amount>
        {money(subscription.amount_minor, subscription.currency)} <span>{t('subscription.perMonth')}</span>
      </Amount>
      <Expiry>
        {t('subscription.expiring')} <strong>{formatDate(subscription.expiry, 'long', locale)}</strong>
      </Expiry>
    </Panel>
  );
}

const Panel = styled(Card).attrs({ as: 'section', $accent: 'brand' })`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const Amount = styled.p`
  color: ${({ theme }) => theme.color.text.heading};
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  span {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const Expiry = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  strong { color: ${({ theme }) => theme.color.text.default}; }
`;
