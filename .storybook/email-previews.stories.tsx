import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import type AxeCore from 'axe-core';
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

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core run on the email's HTML, in a frame of its own off screen (each violation as "rule:
 * the elements it found"). Not in the frame on show: once axe has been in a frame, Storybook's
 * check descends into it with its page rules (one main landmark, an h1), which an email, read in
 * a mail client, does not follow.
 */
async function emailViolations(html: string): Promise<string[]> {
  const probe = document.createElement('iframe');
  probe.title = 'Email accessibility check';
  probe.style.cssText = 'position:fixed;left:-10000px;top:0;width:640px;height:900px;border:0';
  const loaded = new Promise((resolve) => probe.addEventListener('load', resolve, { once: true }));
  probe.srcdoc = html;
  document.body.appendChild(probe);
  try {
    await loaded;
    const win = probe.contentWindow as Window & { axe?: typeof AxeCore };
    const doc = probe.contentDocument!;
    const { default: axe } = await import('axe-core');
    const script = doc.createElement('script');
    script.textContent = axe.source;
    doc.head.appendChild(script);
    const results = await win.axe!.run(doc, { runOnly: { type: 'tag', values: WCAG_AA }, resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  } finally {
    probe.remove();
  }
}

const meta = {
  title: 'Server/Emails',
  component: EmailPreview,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    for (const frame of within(canvasElement).getAllByTitle(/^Email: /) as HTMLIFrameElement[]) {
      await expect(frame).toHaveAttribute('srcdoc', expect.stringContaining('<table role="presentation"'));
      // Storybook's a11y check stops at an iframe without axe in it: the email's own HTML is
      // checked here, in the tenant's colours, against WCAG 2.2 AA (an email is not a page, so
      // not against the page-structure best practices).
      await expect(await emailViolations(frame.srcdoc)).toEqual([]);
    }
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
