import { forwardRef, type FocusEventHandler, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, inputStyle, useFieldIds } from './field';

export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';

export interface TextFieldProps {
  /** The visible label, tied to the input with <label for>. Required. */
  label: ReactNode;
  /** The current text (controlled). Required. */
  value: string;
  /** Called with the new text on every change. Required. */
  onChange: (value: string) => void;
  /** The input's type. Default 'text'. */
  type?: TextFieldType;
  /** Help shown under the label and announced with the input. Default none. */
  hint?: ReactNode;
  /** Error message; when set the input is aria-invalid and describes itself with it. Default none. */
  error?: ReactNode;
  /** Form field name. Default none. */
  name?: string;
  /** The input's id; one is generated when omitted. Default generated. */
  id?: string;
  /** Marks the input required (native and for assistive technology). Default false. */
  required?: boolean;
  /** Disables the input; it looks read-only. Default false. */
  disabled?: boolean;
  /** Makes the input read-only (still focusable and announced); it looks read-only. Default false. */
  readOnly?: boolean;
  /** The autocomplete token, e.g. 'email' or 'name'. Default none (the browser decides). */
  autoComplete?: string;
  /** The on-screen keyboard to show, e.g. 'email' or 'numeric'. Default none (from type). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Maximum number of characters. Default none. */
  maxLength?: number;
  /** Example text shown while empty (never instead of a label). Default none. */
  placeholder?: string;
  /** Focus the input on mount. Default false. */
  autoFocus?: boolean;
  /** Called when the input loses focus (for validate-on-blur). Default none. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Class name of the wrapper, for layout by the parent. Default none. */
  className?: string;
}

/** A labelled single-line text input with hint and error. The ref is the <input>. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, type = 'text', hint, error, id, className, required = false, disabled = false, readOnly = false, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <Input
        ref={ref}
        id={ids.inputId}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
});

const Input = styled.input`
  ${inputStyle}
`;
