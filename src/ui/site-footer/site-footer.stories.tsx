import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTenant } from '../../tenant/tenant-context';
import { SiteFooter } from './site-footer';

function TenantFooter({ pages }: { pages: string[] }) {
  const tenant = useTenant();
  return (
    <SiteFooter
      name={tenant.name}
      logoUrl={tenant.logo}
      logoShowsName={tenant.logoShowsName}
      linksHeading="Information"
      links={pages.map((title, i) => ({ to: `/footer-details/${i}`, label: title }))}
      contactHeading="Contact"
      supportEmail={tenant.support.email}
      supportPhone={tenant.support.phone}
      copyright={`© ${new Date().getFullYear()} ${tenant.name}. All rights reserved.`}
    />
  );
}

const meta = {
  title: 'UI/Site footer',
  component: TenantFooter,
  args: { pages: ['About us', 'Terms of use', 'Privacy policy', 'Contact us'] },
} satisfies Meta<typeof TenantFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPages: Story = {};
export const NoPages: Story = { args: { pages: [] } };
