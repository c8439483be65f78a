import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, inputStyle, useField, type FieldBaseProps } from './field';

type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';

export interface TextFieldProps extends FieldBaseProps {
  /** The current text (controlled). Required. */
  value: string;
  /** Called with the new text on every change. Required. */
  onChange: (value: string) => void;
  /** The input's type. Default 'text'. */
  type?: TextFieldType;
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
}

/** A labelled single-line text input with hint and error. The ref is the <input>. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { frame, control, own } = useField(props);
  const { value, onChange, type = 'text', ...input } = own;
  return (
    <FieldFrame {...frame}>
      <Input ref={ref} {...control} {...input} type={type} value={value} onChange={(event) => onChange(event.target.value)} />
    </FieldFrame>
  );
});

const Input = styled.input`
  ${inputStyle}
`;
