import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import styled, { css } from 'styled-components';
import { endSession } from '../api/end-session';
import { useProfile } from '../api/profile';
import { useHasUnreadTickets } from '../features/tickets/api/get-all-tickets';
import { usePainted } from '../lib/use-painted';
import { useNamespace } from '../i18n/use-namespace';
import strings from '../i18n/locales/en-GB/members.json';
import { useTenant } from '../tenant/tenant-context';
import { Avatar } from '../ui/avatar';
import { CloseIcon, LogOutIcon, MenuIcon } from '../ui/icon';
import { SkipLink } from '../ui/page-shell';
import { visibleMenu } from './member-menu';
import { RouteMain } from './route-main';

/** The shared menu layout of /menu: the provider's logo, every area the provider offers, the learner, sign out. */
export function MembersLayout() {
  const { t } = useNamespace('members', strings);
  const tenant = useTenant();
  // The name comes from storage at once; the refresh and the tickets marker wait for the first
  // paint, so that on a slow network they never hold back the screen's own content.
  const painted = usePainted();
  const { data: user } = useProfile(painted);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const name = user ? `${user.first_name} ${user.last_name}` : '';
  const unreadTickets = useHasUnreadTickets(tenant.features.tickets && painted);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const signOut = async () => {
    await endSession();
    queryClient.clear();
    void navigate('/user-login', { replace: true });
  };

  const logo = (
    <Brand to="/menu" aria-label={t('home', { name: tenant.name })}>
      <img src={tenant.logo} alt="" height={36} />
      {tenant.logoShowsName ? null : <span>{tenant.name}</span>}
    </Brand>
  );

  return (
    <Shell>
      <SkipLink label={t('skipToContent')} />
      <TopBar>
        <IconButton
          ref={menuButton}
          type="button"
          aria-expanded={open}
          aria-controls="members-nav"
          aria-label={open ? t('nav.close') : t('nav.open')}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
        {logo}
        <Avatar src={user?.profile_url} name={name} size={36} />
      </TopBar>
      <Sidebar id="members-nav" $open={open}>
        <SidebarBrand>{logo}</SidebarBrand>
        <nav aria-label={t('nav.label')}>
          <Menu>
            {visibleMenu(tenant.features).map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <MenuLink to={to} end={to === '/menu'}>
                  <Icon size={20} />
                  {t(`nav.${label}`)}
                  {label === 'tickets' && unreadTickets ? <Unread>{t('nav.unreadTickets')}</Unread> : null}
                </MenuLink>
              </li>
            ))}
          </Menu>
        </nav>
        <Learner>
          <Avatar src={user?.profile_url} name={name} size={44} />
          <div>
            <strong>{name}</strong>
            <span>{user?.email}</span>
          </div>
        </Learner>
        <SignOut type="button" onClick={() => void signOut()}>
          <LogOutIcon size={20} />
          {t('signOut')}
        </SignOut>
      </Sidebar>
      {open ? <Backdrop aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <Main />
    </Shell>
  );
}

const SIDEBAR = '17rem';

const Shell = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
  ${({ theme }) => theme.media.lg} { padding-inline-start: ${SIDEBAR}; }
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  ${({ theme }) => theme.media.lg} { display: none; }
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.control};
  height: ${({ theme }) => theme.layout.control};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.heading};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.bg.surfaceAlt}; }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  color: ${({ theme }) => theme.color.text.heading};
  font-family: ${({ theme }) => theme.font.family.heading};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  img { height: 36px; width: auto; max-width: 100%; }
`;

/** Slides in from the inline start: from the left in ltr, from the right in rtl (--inline-sign). */
const Sidebar = styled.aside<{ $open: boolean }>`
  position: fixed;
  inset-block: 0;
  inset-inline: 0 auto;
  z-index: 40;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: min(${SIDEBAR}, 85vw);
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  background: ${({ theme }) => theme.color.bg.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border.default};
  --inline-sign: 1;
  &:dir(rtl) { --inline-sign: -1; }
  transform: translateX(${({ $open }) => ($open ? '0' : 'calc(-105% * var(--inline-sign))')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: transform ${({ theme }) => theme.motion.normal}, visibility ${({ theme }) => theme.motion.normal};
  ${({ theme }) => theme.media.lg} { transform: none; visibility: visible; width: ${SIDEBAR}; }
`;

const SidebarBrand = styled.div`
  display: none;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.sm}`};
  ${({ theme }) => theme.media.lg} { display: block; }
`;

const Menu = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.control};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.bg.surfaceAlt}; }
`;

const Unread = styled.span`
  margin-inline-start: auto;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.status.danger};
  color: ${({ theme }) => theme.color.status.onStatus};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const MenuLink = styled(NavLink)`
  ${itemStyle}
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.brand.subtle};
    color: ${({ theme }) => theme.color.brand.onSubtle};
  }
`;

const Learner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  div { display: grid; min-width: 0; }
  strong, span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const SignOut = styled.button`
  ${itemStyle}
  border: 0;
  background: transparent;
  cursor: pointer;
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 30;
  background: ${({ theme }) => theme.color.bg.overlay};
  opacity: 0.5;
  ${({ theme }) => theme.media.lg} { display: none; }
`;

const Main = styled(RouteMain)`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.xl}; }
`;
