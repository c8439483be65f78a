export { TextField, type TextFieldProps, type TextFieldType } from './text-field';
export { FieldError, FieldFrame, FieldHint, FieldLabel, inputStyle, useFieldIds, type FieldFrameProps, type FieldIds } from './field';
