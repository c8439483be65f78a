import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';

interface AuthFormProps {
  /** The form's submit handler (a form's handleSubmit); not called while pending. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busyLabel: string;
  pending: boolean;
  /** A message for the whole form (not tied to one field). */
  error?: string | undefined;
  children: ReactNode;
}

/** A form whose submit button shows a spinner while the call is pending; fields validate in the screen. */
export function AuthForm({ onSubmit, submitLabel, busyLabel, pending, error, children }: AuthFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) event.preventDefault();
    else onSubmit(event);
  };
  return (
    <Form noValidate onSubmit={submit}>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {children}
      <Button type="submit" size="lg" block busy={pending} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Two fields side by side from small screens up (first and last name). */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
`;

export const InlineLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
