export { Screen } from './screen';
