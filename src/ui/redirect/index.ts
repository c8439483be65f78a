export { Redirect } from './redirect';
