import { forwardRef } from 'react';
import styled from 'styled-components';
import { FieldFrame, inputStyle, useField, type FieldBaseProps } from '../text-field';

interface DateFieldProps extends FieldBaseProps {
  /** The date as 'YYYY-MM-DD', or '' for none (controlled). Required. */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' when cleared. Required. */
  onChange: (value: string) => void;
  /** Earliest date allowed, 'YYYY-MM-DD'. Default none. */
  min?: string;
  /** Latest date allowed, 'YYYY-MM-DD' (pass today for "not later than today"). Default none. */
  max?: string;
  /** Makes the input read-only; it looks read-only. Default false. */
  readOnly?: boolean;
  /** The autocomplete token, e.g. 'bday'. Default none. */
  autoComplete?: string;
}

/** A labelled date input using the platform's own date picker. The ref is the <input>. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  const { frame, control, own } = useField(props);
  const { value, onChange, ...input } = own;
  return (
    <FieldFrame {...frame}>
      <Input ref={ref} {...control} {...input} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </FieldFrame>
  );
});

const Input = styled.input`
  ${inputStyle}
  max-width: 14rem;
  /* iOS Safari centres the value and collapses an empty date input. */
  -webkit-appearance: none;
  appearance: none;
  text-align: start;
  &::-webkit-date-and-time-value { text-align: start; min-height: 1.2em; }
  &::-webkit-calendar-picker-indicator { cursor: pointer; }
`;
