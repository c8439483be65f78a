import { forwardRef, useState, type FocusEventHandler, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, inputStyle, useFieldIds } from '../text-field';
import { EyeIcon, EyeOffIcon } from './password-icons';

export interface PasswordFieldProps {
  /** The visible label, tied to the input with <label for>. Required. */
  label: ReactNode;
  /** The current password (controlled). Required. */
  value: string;
  /** Called with the new password on every change. Required. */
  onChange: (value: string) => void;
  /** Accessible name of the toggle while the password is hidden, e.g. 'Show password'. Required. */
  showLabel: string;
  /** Accessible name of the toggle while the password is shown, e.g. 'Hide password'. Required. */
  hideLabel: string;
  /** Help such as 'Must be at least 8 characters.', announced with the input. Default none. */
  hint?: ReactNode;
  /** Error message; when set the input is aria-invalid and describes itself with it. Default none. */
  error?: ReactNode;
  /** Form field name. Default none. */
  name?: string;
  /** The input's id; one is generated when omitted. Default generated. */
  id?: string;
  /** Marks the input required. Default false. */
  required?: boolean;
  /** Disables the input and the toggle. Default false. */
  disabled?: boolean;
  /** 'current-password' on sign-in, 'new-password' on sign-up and reset. Default 'current-password'. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Maximum number of characters. Default none. */
  maxLength?: number;
  /** Focus the input on mount. Default false. */
  autoFocus?: boolean;
  /** Called when the input loses focus. Default none. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Class name of the wrapper, for layout by the parent. Default none. */
  className?: string;
}

/**
 * A password input with a show/hide toggle inside it. The toggle is a type="button" (it never
 * submits) with aria-pressed; its name is showLabel or hideLabel. The ref is the <input>.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, value, onChange, showLabel, hideLabel, hint, error, id, className, required = false, disabled = false, autoComplete = 'current-password', ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hint, error });
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <Box>
        <Input
          ref={ref}
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <Toggle
          type="button"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={ids.inputId}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </Toggle>
      </Box>
    </FieldFrame>
  );
});

const Box = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${inputStyle}
  padding-right: 3.25rem;
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 1px;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  transform: translateY(-50%);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  cursor: pointer;
  &:hover:not(:disabled) { color: ${({ theme }) => theme.color.text.link}; }
  &:focus-visible { outline-offset: -3px; }
  &:disabled { cursor: not-allowed; }
`;
