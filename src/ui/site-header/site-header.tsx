import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from '../section';

interface SiteHeaderProps {
  /** The provider's name, shown beside the logo. */
  name: string;
  logoUrl: string;
  /** Accessible name of the home link. Default: the provider's name. */
  homeLabel?: string;
  /** The logo is a wordmark that spells the name: show it alone. Default false (logo and name). */
  logoShowsName?: boolean;
  /** Calls to action on the right, such as Get Started. */
  actions?: ReactNode;
}

/** The sticky top bar of public pages: logo and name linking home, actions on the right. */
export function SiteHeader({ name, logoUrl, homeLabel, logoShowsName = false, actions }: SiteHeaderProps) {
  return (
    <Bar>
      <Inner>
        <Brand to="/" aria-label={homeLabel ?? name}>
          <Logo src={logoUrl} alt={logoShowsName ? name : ''} height={40} $wordmark={logoShowsName} />
          {logoShowsName ? null : <Name>{name}</Name>}
        </Brand>
        {actions ? <Actions>{actions}</Actions> : null}
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.headerHeight};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  color: ${({ theme }) => theme.color.text.heading};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Logo = styled.img<{ $wordmark: boolean }>`
  width: ${({ $wordmark }) => ($wordmark ? 'auto' : '40px')};
  height: ${({ $wordmark }) => ($wordmark ? '34px' : '40px')};
  max-width: 100%;
  flex-shrink: 1;
  min-width: 0;
  object-fit: contain;
  object-position: left center;
  ${({ theme }) => theme.media.md} { height: 40px; }
`;

const Name = styled.span`
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-shrink: 0;
`;
