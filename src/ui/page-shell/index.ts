export { PageShell, SkipLink } from './page-shell';
