import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTenant } from '../../../tenant/tenant-context';
import { usePageTitle } from '../../../tenant/use-page-title';
import { LanguageChoice } from '../../../i18n/language-choice';
import { Card } from '../../../ui/card';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Links under the card, e.g. "Already have an account?". */
  footer?: ReactNode;
  children: ReactNode;
  homeLabel: string;
}

/** The sign-in family of screens: the provider's logo above one focused card on its hero tint. */
export function AuthLayout({ title, subtitle, footer, children, homeLabel }: AuthLayoutProps) {
  const tenant = useTenant();
  usePageTitle(title);
  return (
    <Page>
      <Languages>
        <LanguageChoice />
      </Languages>
      <main>
        <Panel>
          {/* The logo sits on the card's light surface: logos are drawn for light backgrounds. */}
          <Brand to="/" aria-label={homeLabel}>
            <img src={tenant.logo} alt="" height={40} />
            {tenant.logoShowsName ? null : <span>{tenant.name}</span>}
          </Brand>
          <h1>{title}</h1>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          {children}
        </Panel>
        {footer ? <Footer>{footer}</Footer> : null}
      </main>
    </Page>
  );
}

const Languages = styled.header`
  align-self: stretch;
  display: flex;
  justify-content: flex-end;
  &:empty { display: none; }
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  min-height: 100dvh;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.bg.hero};
  main { width: 100%; max-width: 30rem; }
`;

const Brand = styled(Link)`
  display: inline-flex;
  justify-self: start;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.heading};
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  img { height: 40px; width: auto; }
`;

const Panel = styled(Card).attrs({ $shadow: 'lg' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} { padding: ${({ theme }) => theme.space.xl}; }
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const Subtitle = styled.div`
  margin-top: calc(-1 * ${({ theme }) => theme.space.xs});
  color: ${({ theme }) => theme.color.text.muted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text.onHero};
  a { color: ${({ theme }) => theme.color.text.onHero}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;
