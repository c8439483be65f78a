import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowRightIcon } from '../icon';
import { Button, ButtonLink } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Get Started', onClick: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const [button] = within(canvasElement).getAllByRole('button', { name: 'Get Started' });
    await userEvent.click(button!);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Sign Up Now' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Back' } };

export const Large: Story = {
  args: {
    size: 'lg',
    children: (
      <>
        Get Started Now <ArrowRightIcon />
      </>
    ),
  },
};

/** An action that sits in running text, such as Read More or Click to resend. */
export const Link: Story = {
  args: { variant: 'link', children: 'Read More' },
  render: (args) => (
    <p>
      Didn’t get it? <Button {...args} />
    </p>
  ),
};

export const Disabled: Story = { args: { disabled: true, children: 'Sending…' } };

export const Block: Story = { args: { block: true, children: 'Choose plan' } };

export const AsLink: Story = {
  render: () => (
    <ButtonLink to="/user-login" variant="primary">
      Get Started
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const [link] = within(canvasElement).getAllByRole('link', { name: 'Get Started' });
    await expect(link).toHaveAttribute('href', '/user-login');
  },
};
