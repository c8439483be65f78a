import type { ReactNode } from 'react';
import styled from 'styled-components';

interface PageShellProps {
  /** Text of the skip link, the first focusable element of the page. */
  skipLabel: string;
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** Skip link, header, main content and footer, with the footer kept at the bottom of short pages. */
export function PageShell({ skipLabel, header, footer, children }: PageShellProps) {
  return (
    <Layout>
      <SkipLink label={skipLabel} />
      {header}
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      {footer}
    </Layout>
  );
}

/** The first focusable element of a page: jumps to the element with id main-content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <SkipAnchor href="#main-content" onClick={focusMain}>
      {label}
    </SkipAnchor>
  );
}

/** Hash routing owns location.hash, so the skip link moves focus itself instead of navigating. */
function focusMain(event: React.MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const Main = styled.main`
  flex: 1;
  &:focus { outline: none; }
`;

const SkipAnchor = styled.a`
  position: absolute;
  top: -100px;
  inset-inline-start: ${({ theme }) => theme.space.md};
  z-index: 100;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand.primary};
  color: ${({ theme }) => theme.color.brand.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:focus { top: ${({ theme }) => theme.space.sm}; }
`;
