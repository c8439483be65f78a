import styled, { useTheme } from 'styled-components';
import type { Plan } from '../../../api/plans';
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
  if (loading) {
    return (
      <Grid as="div" role="status" aria-busy="true" aria-label={t('plans.loading')}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Placeholder key={i}>
            <Skeleton width="55%" height="1.5rem" />
            <Skeleton width="40%" height="2.5rem" />
            <Skeleton width="70%" />
            <Skeleton height="150px" />
            <Skeleton height={theme.layout.control} radius="md" />
          </Placeholder>
        ))}
      </Grid>
    );
  }
  if (!plans) return null;
  if (plans.length === 0) return <Empty>{t('plans.empty')}</Empty>;
  return (
    <Grid>
      {plans.map((plan) => (
        <li key={plan._id}>
          <PlanCard plan={plan} pending={isPending(plan._id)} onUpgrade={onUpgrade} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { gap: ${({ theme }) => theme.space.lg}; }
`;

const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center;
`;
