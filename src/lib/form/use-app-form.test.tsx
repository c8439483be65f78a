import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderWeb } from '../../../tests/support/render-web';
import { ApiError } from '../../api/api-error';
import { TextField } from '../../ui/text-field';
import { emailText, requiredText } from './checks';
import { useAppForm } from './use-app-form';

const schema = z.object({ name: requiredText('Enter your name'), email: emailText('Enter your email', 'Enter a valid email') });

function Demo({ onValid, failWith }: { onValid: (values: z.output<typeof schema>) => void; failWith?: ApiError }) {
  const form = useAppForm(schema, { name: '', email: '' });
  const submit = form.handleSubmit((values) => {
    onValid(values);
    if (failWith) {
      form.showServerErrors(failWith);
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      {form.formState.errors.root?.server ? <p>{form.formState.errors.root.server.message}</p> : null}
      {form.field('name', (field) => (
        <TextField label="Name" {...field} />
      ))}
      {form.field('email', (field) => (
        <TextField label="Email" {...field} />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return input.getAttribute('aria-invalid') === 'true' ? document.getElementById(input.getAttribute('aria-describedby')!)?.textContent : undefined;
};

describe('useAppForm and FormField', () => {
  it('shows each field’s first error on submit, keeps focus on the button and sends nothing', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderWeb(<Demo onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'priya@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect([errorOf('Name'), errorOf('Email')]).toEqual(['Enter your name', 'Enter a valid email']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('keeps an error until the next submit, then sends the trimmed values', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderWeb(<Demo onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('Name'), ' Priya ');
    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    expect(errorOf('Name')).toBe('Enter your name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Name')).toBeUndefined();
    expect(onValid).toHaveBeenCalledWith({ name: 'Priya', email: 'priya@example.com' });
  });

  it('puts the server’s field errors beside their fields and the rest above the form', async () => {
    const user = userEvent.setup();
    const failWith = new ApiError(400, 'The email address is already registered. Try again later.', {
      email: 'The email address is already registered.',
      'answers[0].note': 'Try again later.',
    });
    renderWeb(<Demo onValid={() => undefined} failWith={failWith} />);
    await user.type(screen.getByLabelText('Name'), 'Priya');
    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Email')).toBe('The email address is already registered.');
    expect(errorOf('Name')).toBeUndefined();
    expect(screen.getByText('Try again later.')).toBeTruthy();
  });
});
