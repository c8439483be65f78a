import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { requiredText } from '../../../lib/form/checks';
import { useAppForm } from '../../../lib/form/use-app-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useCreateTicket } from '../api/create-ticket';
import { useSubadmins } from '../api/get-subadmins';
import { useTicketTopics } from '../api/get-ticket-topics';
import type { Ticket } from '../api/ticket-types';
import { useTicketsText } from '../use-tickets-text';
import { ImagePicker } from './image-picker';

interface TicketFormProps {
  /** The modal's form: also the staff member (first preselected). Default false. */
  full?: boolean;
  /** Text to start from (a question reported from Check answers). Default empty. */
  prefill?: { subject: string; description: string } | undefined;
  /** Called with the stored ticket, after the server's message is shown as a toast. */
  onCreated?: (ticket: Ticket) => void;
  /** onCreated opens another screen (the new ticket's chat): the toast is kept for it. Default false. */
  leavesOnCreated?: boolean;
}

/**
 * The spec's ticket form, one component wherever a ticket is raised (the Tickets page, the
 * Create Ticket modal, New ticket): topic (the first by default), subject and a 7-row description,
 * both required, and an optional picture; in the modal also who to send it to. What was typed
 * stays after an error.
 */
export function TicketForm({ full = false, prefill, onCreated, leavesOnCreated = false }: TicketFormProps) {
  const t = useTicketsText();
  const topics = useTicketTopics();
  const staff = useSubadmins(full);
  const create = useCreateTicket();
  const [image, setImage] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const schema = useMemo(
    () =>
      z.object({
        topic: z.string(),
        to: z.string(),
        subject: requiredText(t('form.errors.subject')),
        description: requiredText(t('form.errors.description')),
      }),
    [t],
  );
  const empty = { topic: '', to: '', subject: prefill?.subject ?? '', description: prefill?.description ?? '' };
  const form = useAppForm(schema, empty);
  const { getValues, setValue } = form;

  // The first topic and the first staff member are chosen until the learner picks another.
  const firstTopic = topics.data?.[0]?._id;
  const firstStaff = staff.data?.[0]?._id;
  useEffect(() => {
    if (firstTopic && !getValues('topic')) setValue('topic', firstTopic);
  }, [firstTopic, getValues, setValue]);
  useEffect(() => {
    if (firstStaff && !getValues('to')) setValue('to', firstStaff);
  }, [firstStaff, getValues, setValue]);

  const submit = form.handleSubmit((values) => {
    setProblem(undefined);
    create.mutate(
      { ...values, topic: values.topic || firstTopic || '', to: full ? values.to || undefined : undefined, image },
      {
        onSuccess: ({ message, ticket }) => {
          toast.success(message, { forNextScreen: leavesOnCreated });
          form.reset({ ...empty, topic: firstTopic ?? '', to: firstStaff ?? '', subject: '', description: '' });
          setImage(undefined);
          onCreated?.(ticket);
        },
        onError: (error) => {
          const rest = form.showServerErrors(error);
          if (rest.length) setProblem(rest.join(' '));
        },
      },
    );
  });

  if (topics.isError) return <Alert kind="error">{topics.error.message}</Alert>;
  if (topics.data && topics.data.length === 0) return <Alert kind="info">{t('form.noTopics')}</Alert>;

  return (
    <Form noValidate onSubmit={submit} aria-label={t('form.heading')}>
      {problem ? <Alert kind="error">{problem}</Alert> : null}
      <Row $split={full}>
        {form.field('topic', (field) => (
          <SelectField
            label={t('form.topic')}
            {...field}
            options={(topics.data ?? []).map((topic) => ({ value: topic._id, label: topic.topic_name }))}
            disabled={!topics.data}
          />
        ))}
        {full && staff.data && staff.data.length > 0
          ? form.field('to', (field) => (
              <SelectField
                label={t('form.to')}
                {...field}
                options={staff.data.map((person) => ({ value: person._id, label: `${person.first_name} ${person.last_name}` }))}
              />
            ))
          : null}
      </Row>
      {form.field('subject', (field) => (
        <TextField label={t('form.subject')} {...field} placeholder={t('form.subjectPlaceholder')} maxLength={200} required />
      ))}
      {form.field('description', (field) => (
        <TextArea label={t('form.description')} {...field} rows={7} placeholder={t('form.descriptionPlaceholder')} maxLength={5000} required />
      ))}
      <ImagePicker file={image} onChange={setImage} />
      <Actions>
        <Button type="submit" busy={create.isPending} busyLabel={t('form.busy')} disabled={!topics.data}>
          {t('form.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div<{ $split: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { grid-template-columns: ${({ $split }) => ($split ? '1fr 1fr' : '1fr')}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
