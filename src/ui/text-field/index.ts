export { TextField } from './text-field';
export { FieldError, FieldFrame, FieldHint, inputStyle, useField, useFieldIds, type FieldBaseProps } from './field';
