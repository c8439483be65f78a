import { useId } from 'react';
import styled from 'styled-components';
import type { Plan } from '../../../api/plans';
import { formatMoney } from '../../../tenant/format-money';
import { useTenant } from '../../../tenant/tenant-context';
import { Button } from '../../../ui/button';
import { CheckIcon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { useMembershipText } from '../use-membership-text';

interface PlanCardProps {
  plan: Plan;
  /** This card's checkout is under way: its button shows a spinner and ignores presses. */
  pending: boolean;
  onUpgrade: (plan: Plan) => void;
}

/** One plan to buy: price in the plan's currency, '<validity> Access', the features and Upgrade Now. */
export function PlanCard({ plan, pending, onUpgrade }: PlanCardProps) {
  const t = useMembershipText();
  const { locale } = useTenant();
  const nameId = useId();
  return (
    <Article aria-labelledby={nameId} aria-busy={pending}>
      <h3 id={nameId}>{plan.name}</h3>
      <Price>{formatMoney(plan.price_minor, plan.currency, locale)}</Price>
      <AccessLine>{t('plans.access', { validity: plan.validity })}</AccessLine>
      <Muted>{plan.access}</Muted>
      <FeaturesHeading>{t('plans.features')}</FeaturesHeading>
      <Features>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Tick>
              <CheckIcon size={14} />
            </Tick>
            <span>{feature}</span>
          </li>
        ))}
      </Features>
      <Action>
        <Button block aria-disabled={pending} aria-describedby={nameId} onClick={() => (pending ? undefined : onUpgrade(plan))}>
          {pending ? <Spinner size="sm" label={t('checkout.starting')} /> : null}
          {t('plans.upgrade')}
        </Button>
      </Action>
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-top: 4px solid ${({ theme }) => theme.color.brand.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Price = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.heading};
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const AccessLine = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FeaturesHeading = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The spec's feature box is 150px high, which lines the buttons up across a row of cards; it
 * grows rather than hiding a feature. On a phone the cards stack, so nothing needs lining up.
 */
const Features = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.sm} { min-height: 150px; }
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li { display: flex; gap: ${({ theme }) => theme.space.xs}; align-items: flex-start; }
`;

const Tick = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.1em;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand.subtle};
  color: ${({ theme }) => theme.color.brand.onSubtle};
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.lg};
`;
