import { createGlobalStyle } from 'styled-components';

/** Page-wide rules: box sizing, type, links and one visible focus ring for every control. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.bg.page};
    color: ${({ theme }) => theme.color.text.default};
    font-family: ${({ theme }) => theme.font.family.body};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.font.family.heading};
    color: ${({ theme }) => theme.color.text.heading};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    margin: 0;
  }
  /* Controls write in the page's fonts (the brand's, and its script's: a browser gives a button its own system font). */
  button, input, select, textarea { font-family: inherit; }
  p { margin: 0; }
  img, svg { max-width: 100%; }
  a { color: ${({ theme }) => theme.color.text.link}; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
