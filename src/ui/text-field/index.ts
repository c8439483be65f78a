export { TextField } from './text-field';
export { FieldFrame, inputStyle, useField, useFieldIds, type FieldBaseProps } from './field';
