export { DateField } from './date-field';
