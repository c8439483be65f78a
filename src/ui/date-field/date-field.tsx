import { forwardRef, type FocusEventHandler, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, inputStyle, useFieldIds } from '../text-field';

export interface DateFieldProps {
  /** The visible label, tied to the input with <label for>. Required. */
  label: ReactNode;
  /** The date as 'YYYY-MM-DD', or '' for none (controlled). Required. */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' when cleared. Required. */
  onChange: (value: string) => void;
  /** Earliest date allowed, 'YYYY-MM-DD'. Default none. */
  min?: string;
  /** Latest date allowed, 'YYYY-MM-DD' (pass today for "not later than today"). Default none. */
  max?: string;
  /** Help shown under the label and announced with the input. Default none. */
  hint?: ReactNode;
  /** Error message; when set the input is aria-invalid and describes itself with it. Default none. */
  error?: ReactNode;
  /** Form field name. Default none. */
  name?: string;
  /** The input's id; one is generated when omitted. Default generated. */
  id?: string;
  /** Marks the input required. Default false. */
  required?: boolean;
  /** Disables the input; it looks read-only. Default false. */
  disabled?: boolean;
  /** Makes the input read-only; it looks read-only. Default false. */
  readOnly?: boolean;
  /** The autocomplete token, e.g. 'bday'. Default none. */
  autoComplete?: string;
  /** Called when the input loses focus. Default none. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Class name of the wrapper, for layout by the parent. Default none. */
  className?: string;
}

/** A labelled date input using the platform's own date picker. The ref is the <input>. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, value, onChange, hint, error, id, className, required = false, disabled = false, readOnly = false, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <Input
        ref={ref}
        id={ids.inputId}
        type="date"
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
  max-width: 14rem;
  /* iOS Safari centres the value and collapses an empty date input. */
  -webkit-appearance: none;
  appearance: none;
  text-align: left;
  &::-webkit-date-and-time-value { text-align: left; min-height: 1.2em; }
  &::-webkit-calendar-picker-indicator { cursor: pointer; }
`;
