export { ArrowLink } from './arrow-link';
