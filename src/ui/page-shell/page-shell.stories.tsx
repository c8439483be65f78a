import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useTenant } from '../../tenant/tenant-context';
import { ButtonLink } from '../button';
import { Section } from '../section';
import { SiteFooter } from '../site-footer';
import { SiteHeader } from '../site-header';
import { PageShell } from './page-shell';

function TenantPage() {
  const tenant = useTenant();
  return (
    <PageShell
      skipLabel="Skip to main content"
      header={
        <SiteHeader
          name={tenant.name}
          logoUrl={tenant.logo}
          logoShowsName={tenant.logoShowsName}
          actions={<ButtonLink to="/user-login">Get Started</ButtonLink>}
        />
      }
      footer={
        <SiteFooter
          name={tenant.name}
          logoUrl={tenant.logo}
          logoShowsName={tenant.logoShowsName}
          linksHeading="Information"
          links={[{ to: '/footer-details/1', label: 'About us' }]}
          contactHeading="Contact"
          supportEmail={tenant.support.email}
          copyright={`© ${new Date().getFullYear()} ${tenant.name}. All rights reserved.`}
        />
      }
    >
      <Section id={`about-${tenant.slug}`} heading="About Us">
        <p>Page content sits between the header and the footer.</p>
      </Section>
    </PageShell>
  );
}

const meta = { title: 'UI/Page shell', component: TenantPage } satisfies Meta<typeof TenantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The skip link is the first thing a keyboard user reaches. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: 'Skip to main content' })[0]).toHaveFocus();
  },
};
