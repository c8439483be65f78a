import styled from 'styled-components';

interface RichTextProps {
  /** HTML that the server has already sanitised (every HTML field of the contract is). */
  html: string;
  className?: string;
}

/** Displays provider-authored HTML with the theme's typography. */
export function RichText({ html, className }: RichTextProps) {
  // dir=auto: authored text shown untranslated (English in an Arabic page) reads in its own direction, its full stop at its end.
  return <Prose className={className} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}

const Prose = styled.div`
  color: ${({ theme }) => theme.color.text.default};
  overflow-wrap: anywhere;
  > * + * { margin-top: ${({ theme }) => theme.space.md}; }
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; margin-top: ${({ theme }) => theme.space.xl}; }
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; margin-top: ${({ theme }) => theme.space.lg}; }
  ul, ol { padding-inline-start: ${({ theme }) => theme.space.lg}; margin-bottom: 0; }
  li + li { margin-top: ${({ theme }) => theme.space.xxs}; }
  blockquote {
    margin-inline-start: 0;
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: 4px solid ${({ theme }) => theme.color.brand.primary};
    color: ${({ theme }) => theme.color.text.muted};
  }
  img { height: auto; border-radius: ${({ theme }) => theme.radius.md}; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid ${({ theme }) => theme.color.border.default}; padding: ${({ theme }) => theme.space.xs}; text-align: start; }
`;
