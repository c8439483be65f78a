import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import previews, { type MailTemplate } from 'virtual:mail-previews';
import { useTenant } from '../src/tenant/tenant-context';

/**
 * An email as the server sends it (server/mail, server/modules/…/emails.ts), rendered at
 * Storybook's build by the server's own templates for the tenant chosen in the toolbar.
 */
function EmailPreview({ template }: { template: MailTemplate }) {
  const { slug } = useTenant();
  const mail = previews[slug]!.emails[template];
  return (
    <Figure>
      <Subject>
        <span>Subject:</span> {mail.subject}
      </Subject>
      <Frame title={`Email: ${mail.subject}`} srcDoc={mail.html} />
    </Figure>
  );
}

const meta = {
  title: 'Server/Emails',
  component: EmailPreview,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    // The email's own HTML is checked where it is made (the server's mail tests); here: it is shown.
    for (const frame of within(canvasElement).getAllByTitle(/^Email: /)) await expect(frame).toHaveAttribute('srcdoc', expect.stringContaining('<table role="presentation"'));
  },
} satisfies Meta<typeof EmailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VerificationCode: Story = { args: { template: 'verification' } };
export const PasswordResetCode: Story = { args: { template: 'passwordReset' } };
export const StaffWelcomeCode: Story = { args: { template: 'staffWelcome' } };
export const StaffReply: Story = { args: { template: 'staffReply' } };
export const TicketClosed: Story = { args: { template: 'ticketClosed' } };
export const Receipt: Story = { args: { template: 'receipt' } };

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Subject = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  & > span {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const Frame = styled.iframe`
  inline-size: 100%;
  block-size: 44rem;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
`;
