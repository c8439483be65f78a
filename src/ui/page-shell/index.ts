export { PageShell, SkipLink, type PageShellProps } from './page-shell';
