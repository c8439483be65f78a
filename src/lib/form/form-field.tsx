import type { ReactElement } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues, type PathValue, type RefCallBack } from 'react-hook-form';

/** What a form gives one of the ui fields: its value and error, and the calls that report back. */
export interface BoundField<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  /** The control the form focuses when asked (setFocus). */
  ref: RefCallBack;
  error: string | undefined;
}

interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>, O> {
  control: Control<T, unknown, O>;
  name: N;
  /** Renders the field with the bound props spread in: <TextField label={…} {...field} />. */
  render: (field: BoundField<PathValue<T, N>>) => ReactElement;
}

/**
 * Binds one of the ui fields (TextField, PasswordField, DateField, PhoneField: value in, value
 * out, an error to show) to a form made by useAppForm (whose form.field is the short way to it).
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, O>({ control, name, render }: FormFieldProps<T, N, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref }, fieldState }) => render({ value, onChange, onBlur, ref, error: fieldState.error?.message })}
    />
  );
}
