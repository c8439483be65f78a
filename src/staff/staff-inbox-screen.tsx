import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { TicketRows, useLiveTicketList, useStaffTickets, useTicketsText, useTicketTopics, type TicketStatus } from '../features/tickets';
import { Alert } from '../ui/alert';
import { Card } from '../ui/card';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { useStaffText } from './use-staff-text';

const STATUSES: TicketStatus[] = ['Open', 'Pending', 'Closed'];

/** The staff inbox: every ticket of the provider, unread first; by status, topic and subject; live. */
export function StaffInboxScreen() {
  const t = useStaffText();
  const ticketsText = useTicketsText();
  const topics = useTicketTopics();
  const [status, setStatus] = useState('');
  const [topic, setTopic] = useState('');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const tickets = useStaffTickets({ status: (status || undefined) as TicketStatus | undefined, topic: topic || undefined, search: query || undefined });
  useLiveTicketList();

  return (
    <>
      <Head>
        <h1>{t('inbox.heading')}</h1>
        {tickets.data ? <span role="status">{t('inbox.count', { count: tickets.data.length })}</span> : null}
      </Head>
      <Filters role="search" aria-label={t('inbox.filters')} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('inbox.status')}
          value={status}
          onChange={setStatus}
          emptyLabel={t('inbox.allStatuses')}
          options={STATUSES.map((s) => ({ value: s, label: ticketsText(`status.${s}`) }))}
        />
        <SelectField
          label={t('inbox.topic')}
          value={topic}
          onChange={setTopic}
          emptyLabel={t('inbox.allTopics')}
          options={(topics.data ?? []).map((x) => ({ value: x._id, label: x.topic_name }))}
        />
        <TextField label={t('inbox.search')} type="search" value={search} onChange={setSearch} maxLength={200} />
      </Filters>
      {tickets.isError ? (
        <Alert kind="error">{tickets.error.message}</Alert>
      ) : (
        <TicketRows tickets={tickets.data} loading={tickets.isPending} linkTo={(ticket) => `/tickets/${ticket._id}`} showLearner />
      )}
    </>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
  span { color: ${({ theme }) => theme.color.text.muted}; }
`;

const Filters = styled(Card).attrs({ as: 'form', $padding: 'md', $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr 2fr; }
`;
