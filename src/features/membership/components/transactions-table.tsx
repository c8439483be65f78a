import { useLanguage } from '../../../i18n/use-language';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePhoneWidth } from '../../../lib/use-phone-width';
import { formatDate } from '../../../tenant/intl-format';
import { useFormatMoney } from '../../../tenant/use-format-money';
import type { Transaction } from '../api/get-user-transactions';
import { useMembershipText } from '../use-membership-text';
import { Badge } from './badge';
import { Card } from '../../../ui/card';

/** The spec shows the payment provider's id cut to 20 characters. */
const PAYMENT_ID_LENGTH = 20;

type RowKey = 'plan' | 'validity' | 'amount' | 'paymentId' | 'paymentDate' | 'invoice';

/**
 * Payment history as the spec lays it out: one column per payment (newest first), one row per
 * fact, each row named by its header. On a phone the table scrolls sideways inside its own
 * labelled region, with the row names kept in view. On a phone each payment is a card instead,
 * with the same facts as label and value pairs (nothing to scroll sideways).
 */
export function TransactionsTable({ transactions }: { transactions: readonly Transaction[] }) {
  const t = useMembershipText();
  const locale = useLanguage();
  const money = useFormatMoney();
  const captionId = useId();
  const phone = usePhoneWidth();

  const cells: Record<RowKey, (tx: Transaction) => ReactNode> = {
    plan: (tx) => tx.plan_type,
    validity: (tx) => t('history.days', { count: tx.validity }),
    amount: (tx) => money(tx.amount_minor, tx.currency),
    paymentId: (tx) => <NoWrap>{tx.payment_id.slice(0, PAYMENT_ID_LENGTH)}</NoWrap>,
    paymentDate: (tx) => formatDate(tx.createdAt, 'weekday', locale),
    invoice: (tx) =>
      tx.invoice_url ? (
        <a href={tx.invoice_url} target="_blank" rel="noopener">
          {t('history.view')}
          <span className="visually-hidden"> {tx.invoice_number ? t('history.viewHint', { number: tx.invoice_number }) : t('history.viewHintNoNumber')}</span>
        </a>
      ) : (
        <>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">{t('history.noInvoice')}</span>
        </>
      ),
  };

  const rows = Object.keys(cells) as RowKey[];
  const value = (row: RowKey, tx: Transaction) => (row === 'amount' && tx.status === 'refunded' ? <s>{cells[row](tx)}</s> : cells[row](tx));

  if (phone) {
    return (
      <Cards aria-label={t('history.caption')}>
        {transactions.map((tx, i) => (
          <Item key={tx._id} aria-labelledby={`${captionId}-${i}`} data-refunded={tx.status === 'refunded' || undefined}>
            <CardHead>
              <h3 id={`${captionId}-${i}`}>{t('history.column', { n: i + 1 })}</h3>
              {tx.status === 'refunded' ? <Badge $tone="warning">{t('history.refunded')}</Badge> : null}
            </CardHead>
            <Facts>
              {rows.map((row) => (
                <div key={row}>
                  <dt>{t(`history.rows.${row}`)}</dt>
                  <dd>{value(row, tx)}</dd>
                </div>
              ))}
            </Facts>
          </Item>
        ))}
      </Cards>
    );
  }

  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId} className="visually-hidden">
          {t('history.caption')}
        </caption>
        <thead>
          <tr>
            <td />
            {transactions.map((tx, i) => (
              <th key={tx._id} scope="col" data-refunded={tx.status === 'refunded' || undefined}>
                <ColumnName>
                  {t('history.column', { n: i + 1 })}
                  {tx.status === 'refunded' ? <Badge $tone="warning">{t('history.refunded')}</Badge> : null}
                </ColumnName>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row">{t(`history.rows.${row}`)}</th>
              {transactions.map((tx) => (
                <td key={tx._id} data-refunded={tx.status === 'refunded' || undefined}>
                  {value(row, tx)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled(Card).attrs({ $padding: 'none' })`
  /* Positioned, so the visually hidden texts in the cells are clipped with the table, not left hanging past the page. */
  position: relative;
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible { outline-offset: 2px; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;

  th, td {
    /* Said on the cells: a th centres unless an ancestor aligns left or right, and start counts as unset. */
    text-align: start;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    vertical-align: top;
  }
  tbody tr:last-child > * { border-bottom: 0; }

  thead th {
    min-width: 11rem;
    color: ${({ theme }) => theme.color.text.heading};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.color.bg.surfaceAlt};
  }
  thead td { background: ${({ theme }) => theme.color.bg.surfaceAlt}; }

  /* The row names stay in view while the payments scroll past them. */
  tbody th, thead td {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    width: 1%;
    white-space: nowrap;
    border-inline-end: 1px solid ${({ theme }) => theme.color.border.default};
  }
  tbody th {
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  td { color: ${({ theme }) => theme.color.text.default}; overflow-wrap: anywhere; }
  [data-refunded] { color: ${({ theme }) => theme.color.text.muted}; }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Card).attrs({ as: 'li', $padding: 'md' })`
  /* Positioned, so the visually hidden texts in it are clipped with it. */
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  &[data-refunded] dd { color: ${({ theme }) => theme.color.text.muted}; }
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  h3 { font-size: ${({ theme }) => theme.font.size.md}; color: ${({ theme }) => theme.color.text.heading}; }
`;

const Facts = styled.dl`
  display: grid;
  margin: 0;
  > div {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }
  > div:last-child { border-bottom: 0; }
  dt { color: ${({ theme }) => theme.color.text.muted}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const ColumnName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** An id reads as one token: it is never broken across lines. */
const NoWrap = styled.span`
  white-space: nowrap;
`;
