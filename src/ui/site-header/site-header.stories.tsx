import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTenant } from '../../tenant/tenant-context';
import { ButtonLink } from '../button';
import { SiteHeader } from './site-header';

/** Reads the story tenant's name and logo, as the app does. */
function TenantHeader({ withAction }: { withAction: boolean }) {
  const tenant = useTenant();
  return (
    <SiteHeader
      name={tenant.name}
      logoUrl={tenant.logo}
      logoShowsName={tenant.logoShowsName}
      homeLabel={`${tenant.name} home`}
      actions={withAction ? <ButtonLink to="/user-login">Get Started</ButtonLink> : undefined}
    />
  );
}

const meta = {
  title: 'UI/Site header',
  component: TenantHeader,
  args: { withAction: true },
} satisfies Meta<typeof TenantHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGetStarted: Story = {};
export const LogoOnly: Story = { args: { withAction: false } };
