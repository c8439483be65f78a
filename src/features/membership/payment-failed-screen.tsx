import styled from 'styled-components';
import { MEMBERSHIP_PATH } from '../../lib/membership-links';
import { usePageTitle } from '../../tenant/use-page-title';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { CardFailedIcon } from './components/membership-icons';
import { useMembershipText } from './use-membership-text';

/** Payment Failed (spec): where the payment provider sends a cancelled or declined payment. */
export function PaymentFailedScreen() {
  const t = useMembershipText();
  usePageTitle(t('paymentFailed.title'));
  return (
    <Panel aria-labelledby="payment-failed-heading">
      <IconBox>
        <CardFailedIcon size={32} />
      </IconBox>
      <h1 id="payment-failed-heading">{t('paymentFailed.title')}</h1>
      <Message>{t('paymentFailed.message')}</Message>
      <Hint>{t('paymentFailed.hint')}</Hint>
      <Muted>{t('paymentFailed.reassure')}</Muted>
      <ButtonLink to={MEMBERSHIP_PATH}>{t('paymentFailed.back')}</ButtonLink>
    </Panel>
  );
}

const Panel = styled(Card).attrs({ as: 'section', $accent: 'danger' })`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 36rem;
  margin: ${({ theme }) => theme.space.lg} auto 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
  > a { margin-top: ${({ theme }) => theme.space.sm}; }
`;

const IconBox = styled.span`
  display: inline-grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
  color: ${({ theme }) => theme.color.status.danger};
`;

const Message = styled.p`
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.text.default};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
