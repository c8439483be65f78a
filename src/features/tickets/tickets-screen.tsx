import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { ArrowLink } from '../../ui/arrow-link';
import { Panel } from '../../ui/panel';
import { Screen } from '../../ui/screen';
import { useMyTickets } from './api/get-all-tickets';
import { TicketCards } from './components/ticket-cards';
import { TicketForm } from './components/ticket-form';
import { useLiveTicketList } from './lib/use-live-ticket';
import { useTicketsText } from './use-tickets-text';

/** Tickets (spec): the newest 4 tickets under Tickets Sent, View All, and the Create New Ticket form. */
export function TicketsScreen() {
  const t = useTicketsText();
  usePageTitle(t('title'));
  const tickets = useMyTickets();
  useLiveTicketList();
  return (
    <Screen>
      <header>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </header>
      <Panel id="tickets-sent" heading={t('sent.heading')} action={<ArrowLink to="view-all">{t('sent.viewAll')}</ArrowLink>}>
        {tickets.isError ? <Alert kind="error">{tickets.error.message}</Alert> : <TicketCards tickets={tickets.data} loading={tickets.isPending} />}
      </Panel>
      <Panel id="create-ticket" heading={t('form.heading')}>
        <TicketForm />
      </Panel>
    </Screen>
  );
}
