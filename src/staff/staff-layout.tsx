import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { endSession } from '../api/end-session';
import { useSession } from '../api/session';
import { RouteMain } from '../app/route-main';
import { useTenant } from '../tenant/tenant-context';
import { usePageTitle } from '../tenant/use-page-title';
import { Button } from '../ui/button';
import { InboxIcon, LogOutIcon } from '../ui/icon';
import { SkipLink } from '../ui/page-shell';
import { StaffSignIn } from './staff-sign-in';
import { useStaffText } from './use-staff-text';

/** The staff app's frame: the provider's logo and the signed-in staff member; the sign-in when nobody is. */
export function StaffLayout() {
  const t = useStaffText();
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const session = useSession();
  usePageTitle(t('title'));
  const user = session?.user;
  if (!session || user?.role !== 'Staff') return <StaffSignIn />;

  return (
    <Shell>
      <SkipLink label={t('title')} />
      <Bar>
        <Brand href="/staff#/">
          <img src={tenant.logo} alt={tenant.logoShowsName ? tenant.name : ''} height={32} />
          <span>{tenant.logoShowsName ? t('title') : t('brand', { name: tenant.name })}</span>
        </Brand>
        <Who>
          <InboxIcon size={18} />
          <span>
            {user.first_name} {user.last_name}
          </span>
          <Button
            variant="ghost"
            onClick={() => {
              void endSession().then(() => queryClient.clear());
            }}
          >
            <LogOutIcon size={18} />
            {t('signOut')}
          </Button>
        </Who>
      </Bar>
      <Main />
    </Shell>
  );
}

const Shell = styled.div`
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.heading};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.muted};
`;

const Main = styled(RouteMain)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;
