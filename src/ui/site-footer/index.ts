export { SiteFooter, type FooterLink, type SiteFooterProps } from './site-footer';
