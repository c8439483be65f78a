import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { SHOWN_IN_FORM } from '../../../lib/form/shown-in-form';
import { ticketKeys } from './ticket-types';

export interface NewTicket {
  subject: string;
  description: string;
  topic: string;
  /** A staff member's id (the modal's choice). */
  to?: string | undefined;
  image?: File | undefined;
}

/** Raises a ticket: JSON without an image, multipart with one (as the spec's modal sends it). */
export function createTicket({ image, ...fields }: NewTicket) {
  const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as Omit<NewTicket, 'image'>;
  if (!image) return unwrap(api.POST('/api/ticket/create-ticket', { body }));
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, value);
  form.append('image', image);
  return unwrap(api.POST('/api/ticket/create-ticket', { body: body as never, bodySerializer: () => form }));
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    meta: SHOWN_IN_FORM,
    onSuccess: ({ ticket }) => {
      queryClient.setQueryData(ticketKeys.one(ticket._id), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.mine() });
    },
  });
}
