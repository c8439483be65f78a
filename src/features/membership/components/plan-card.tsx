import type { Plan } from '../../../api/plans';
import { useFormatMoney } from '../../../tenant/use-format-money';
import { Button } from '../../../ui/button';
import { PricingCard } from '../../../ui/pricing-card';
import { useMembershipText } from '../use-membership-text';

interface PlanCardProps {
  plan: Plan;
  /** This card's checkout is under way: its button shows a spinner and ignores presses. */
  pending: boolean;
  onUpgrade: (plan: Plan) => void;
}

/** One plan to buy: price in the plan's currency and the active language, '<validity> Access', the features and Upgrade Now. */
export function PlanCard({ plan, pending, onUpgrade }: PlanCardProps) {
  const t = useMembershipText();
  const money = useFormatMoney();
  return (
    <PricingCard
      layout="line"
      busy={pending}
      name={plan.name}
      price={money(plan.price_minor, plan.currency)}
      validity={plan.validity}
      validityLabel={t('plans.access', { validity: plan.validity })}
      access={plan.access}
      features={plan.features}
      featuresLabel={t('plans.features')}
      action={(nameId) => (
        <Button block busy={pending} busyLabel={t('checkout.starting')} aria-describedby={nameId} onClick={() => onUpgrade(plan)}>
          {t('plans.upgrade')}
        </Button>
      )}
    />
  );
}
