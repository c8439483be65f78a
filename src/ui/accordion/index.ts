export { Accordion } from './accordion';
