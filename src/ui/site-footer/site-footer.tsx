import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { MailIcon } from '../icon';
import { Container } from '../section';

interface FooterLink {
  to: string;
  label: string;
}

interface SiteFooterProps {
  name: string;
  logoUrl: string;
  /** The logo is a wordmark that spells the name: show it alone. Default false. */
  logoShowsName?: boolean;
  /** Heading of the link list, e.g. "Information". */
  linksHeading: string;
  links: FooterLink[];
  /** Heading of the contact block, e.g. "Contact". */
  contactHeading: string;
  supportEmail: string;
  supportPhone?: string | null;
  /** The copyright line, e.g. "© 2026 Wardround. All rights reserved." */
  copyright: ReactNode;
}

/** The dark band at the bottom of public pages: brand, the provider's pages, contact, copyright. */
export function SiteFooter({
  name,
  logoUrl,
  logoShowsName = false,
  linksHeading,
  links,
  contactHeading,
  supportEmail,
  supportPhone,
  copyright,
}: SiteFooterProps) {
  return (
    <Band>
      <Container>
        <Columns>
          <Brand>
            <LogoTile>
              <img src={logoUrl} alt={logoShowsName ? name : ''} height={32} />
            </LogoTile>
            {logoShowsName ? null : <BrandName>{name}</BrandName>}
          </Brand>
          {links.length > 0 ? (
            <nav aria-labelledby="footer-links-heading">
              <ColumnHeading id="footer-links-heading">{linksHeading}</ColumnHeading>
              <LinkList>
                {links.map((link) => (
                  <li key={link.to}>
                    <FooterAnchor to={link.to}>{link.label}</FooterAnchor>
                  </li>
                ))}
              </LinkList>
            </nav>
          ) : null}
          <div>
            <ColumnHeading as="p">{contactHeading}</ColumnHeading>
            <LinkList>
              <li>
                <ExternalAnchor href={`mailto:${supportEmail}`}>
                  <MailIcon size={16} /> {supportEmail}
                </ExternalAnchor>
              </li>
              {supportPhone ? (
                <li>
                  {/* A phone number's groups read left to right in every language (020 7946 0312, never 0312 7946 020). */}
                  <ExternalAnchor href={`tel:${supportPhone.replace(/\s+/g, '')}`} dir="ltr">
                    {supportPhone}
                  </ExternalAnchor>
                </li>
              ) : null}
            </LinkList>
          </div>
        </Columns>
        <Copyright>{copyright}</Copyright>
      </Container>
    </Band>
  );
}

const Band = styled.footer`
  background: ${({ theme }) => theme.color.bg.inverse};
  color: ${({ theme }) => theme.color.text.onInverse};
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.lg}`};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  align-self: start;
`;

/** Logos are drawn for light backgrounds; a light tile keeps them legible on the dark footer. */
const LogoTile = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  img { display: block; height: 32px; width: auto; max-width: 100%; }
`;

const BrandName = styled.span`
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const ColumnHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.onInverse};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const anchorStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 24px;
  text-underline-offset: 3px;
  overflow-wrap: anywhere;
`;

const FooterAnchor = styled(Link)`
  ${anchorStyle}
  color: ${({ theme }) => theme.color.text.onInverse};
`;

const ExternalAnchor = styled.a`
  ${anchorStyle}
  color: ${({ theme }) => theme.color.text.onInverse};
`;

const Copyright = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.text.mutedOnInverse};
  color: ${({ theme }) => theme.color.text.mutedOnInverse};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
