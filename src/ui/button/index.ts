export { Button, ButtonLink } from './button';
