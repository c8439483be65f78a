import { useState } from 'react';
import { usePageTitle } from '../../tenant/use-page-title';
import { Panel } from '../../ui/panel';
import { Screen } from '../../ui/screen';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useMyTickets } from './api/get-all-tickets';
import { TicketForm } from './components/ticket-form';
import { TicketRows } from './components/ticket-rows';
import { useLiveTicketList } from './lib/use-live-ticket';
import { useTicketsText } from './use-tickets-text';

/** Manage Tickets (spec): '+ Create Ticket' opens the full form in a large modal; My Tickets lists them all. */
export function ManageTicketsScreen() {
  const t = useTicketsText();
  usePageTitle(t('manage.title'));
  const tickets = useMyTickets();
  const [creating, setCreating] = useState(false);
  useLiveTicketList();
  return (
    <Screen>
      <header>
        <h1>{t('manage.title')}</h1>
      </header>
      <Panel
        id="my-tickets"
        heading={t('manage.heading')}
        action={
          <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
            {t('manage.create')}
          </Button>
        }
      >
        {tickets.isError ? <Alert kind="error">{tickets.error.message}</Alert> : <TicketRows tickets={tickets.data} loading={tickets.isPending} />}
      </Panel>
      <Dialog open={creating} onClose={() => setCreating(false)} title={t('manage.createTitle')} closeLabel={t('manage.close')} size="lg">
        <TicketForm full onCreated={() => setCreating(false)} />
      </Dialog>
    </Screen>
  );
}
