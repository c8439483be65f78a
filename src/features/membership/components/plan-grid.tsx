import { useTheme } from 'styled-components';
import type { Plan } from '../../../api/plans';
import { CardList } from '../../../ui/card-list';
import { Skeleton } from '../../../ui/skeleton';
import { useMembershipText } from '../use-membership-text';
import { PlanCard } from './plan-card';

/** The spec's skeleton count for plan cards. */
const SKELETON_CARDS = 3;

interface PlanGridProps {
  plans: readonly Plan[] | undefined;
  loading: boolean;
  /** Whether this plan's checkout is under way (each card has its own flag). */
  isPending: (planId: string) => boolean;
  onUpgrade: (plan: Plan) => void;
}

/** The row of plan cards: three placeholders while the plans load, a note when none is on sale. */
export function PlanGrid({ plans, loading, isPending, onUpgrade }: PlanGridProps) {
  const t = useMembershipText();
  const theme = useTheme();
  return (
    <CardList
      items={plans}
      loading={loading}
      loadingLabel={t('plans.loading')}
      placeholders={SKELETON_CARDS}
      placeholder={
        <>
          <Skeleton width="55%" height="1.5rem" />
          <Skeleton width="40%" height="2.5rem" />
          <Skeleton width="70%" />
          <Skeleton height="150px" />
          <Skeleton height={theme.layout.control} radius="md" />
        </>
      }
      emptyText={t('plans.empty')}
      keyOf={(plan) => plan._id}
      renderItem={(plan) => <PlanCard plan={plan} pending={isPending(plan._id)} onUpgrade={onUpgrade} />}
      minCardWidth="16rem"
      stretch
    />
  );
}
