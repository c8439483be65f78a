import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft } from '../../../../.storybook/story-helpers';
import { TextField } from '../../../ui/text-field';
import { AuthForm, FieldRow, InlineLinks } from './auth-form';
import { AuthPasswordField } from './auth-password-field';

/** The sign-in form's fields, as the login screen gives them to AuthForm. */
function SignInFields({ long = false }: { long?: boolean }) {
  const [email, setEmail] = useState(long ? 'anastasia.maximiliana.vandenberghe-oyelaran@students.example-university.ac.uk' : '');
  const [password, setPassword] = useState('');
  return (
    <>
      <FieldRow>
        <TextField label="First name" value={long ? 'Anastasia-Maximiliana' : 'Priya'} onChange={() => undefined} autoComplete="given-name" />
        <TextField label="Last name" value={long ? 'Vandenberghe-Oyelaran-Fitzwilliam' : 'Natarajan'} onChange={() => undefined} autoComplete="family-name" />
      </FieldRow>
      <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" required />
      <AuthPasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" required />
      <InlineLinks>
        <a href="#/forgot-password">Forgot Password?</a>
        <a href="#/user-signup">Create an account?</a>
      </InlineLinks>
    </>
  );
}

const meta = {
  title: 'Auth/AuthForm',
  component: AuthForm,
  args: {
    submitLabel: 'Sign In',
    busyLabel: 'Please wait…',
    pending: false,
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    children: null,
  },
  render: (args) => (
    <AuthForm {...args}>
      <SignInFields />
    </AuthForm>
  ),
  decorators: [
    // The width of the auth card.
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fields, two side by side from small screens up, the links below them and the submit button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Sign In' })[0]!);
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The call is pending: a spinner in the button, and a second submit does nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Please wait…')[0]).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: /Sign In/ })[0]!);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A message for the whole form, above the fields. */
export const WithError: Story = {
  args: { error: 'Invalid email or password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Invalid email or password')[0]).toBeVisible();
  },
};

/** Long names, address and message wrap inside the card. */
export const LongText: Story = {
  args: { error: 'This account has not been verified yet: enter the 4-digit code we sent to your email address, or ask for a new code if it has expired' },
  render: (args) => (
    <AuthForm {...args}>
      <SignInFields long />
    </AuthForm>
  ),
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = { args: { error: 'Invalid email or password' }, decorators: [rightToLeft] };
