export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
