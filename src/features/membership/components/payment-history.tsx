import styled from 'styled-components';
import { Alert } from '../../../ui/alert';
import { CardIcon } from '../../../ui/icon';
import { Skeleton } from '../../../ui/skeleton';
import type { Transaction } from '../api/get-user-transactions';
import { useMembershipText } from '../use-membership-text';
import { MembershipSection } from './membership-section';
import { TransactionsTable } from './transactions-table';

interface PaymentHistoryProps {
  transactions: readonly Transaction[] | undefined;
  loading: boolean;
  /** The message of a failed load; kept on screen (the toast goes after 5 s). */
  error?: string | undefined;
}

/** Payment history: the table, a clear empty state for a learner who has paid nothing yet, a placeholder while loading. */
export function PaymentHistory({ transactions, loading, error }: PaymentHistoryProps) {
  const t = useMembershipText();
  return (
    <MembershipSection id="membership-history" heading={t('history.heading')}>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {loading ? (
        <div role="status" aria-busy="true" aria-label={t('history.loading')}>
          <Skeleton height="16rem" radius="lg" />
        </div>
      ) : transactions && transactions.length > 0 ? (
        <TransactionsTable transactions={transactions} />
      ) : transactions ? (
        <Empty>
          <CardIcon size={28} />
          <div>
            <h3>{t('history.empty.title')}</h3>
            <p>{t('history.empty.body')}</p>
          </div>
        </Empty>
      ) : null}
    </MembershipSection>
  );
}

const Empty = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  > svg { flex-shrink: 0; color: ${({ theme }) => theme.color.brand.primary}; }
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin-top: ${({ theme }) => theme.space.xxs}; color: ${({ theme }) => theme.color.text.muted}; }
`;
