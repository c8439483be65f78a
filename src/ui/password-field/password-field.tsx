import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { FieldFrame, inputStyle, useField, type FieldBaseProps } from '../text-field';
import { EyeIcon, EyeOffIcon } from './password-icons';

export interface PasswordFieldProps extends FieldBaseProps {
  /** The current password (controlled). Required. */
  value: string;
  /** Called with the new password on every change. Required. */
  onChange: (value: string) => void;
  /** Accessible name of the toggle while the password is hidden, e.g. 'Show password'. Required. */
  showLabel: string;
  /** Accessible name of the toggle while the password is shown, e.g. 'Hide password'. Required. */
  hideLabel: string;
  /** 'current-password' on sign-in, 'new-password' on sign-up and reset. Default 'current-password'. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Maximum number of characters. Default none. */
  maxLength?: number;
  /** Focus the input on mount. Default false. */
  autoFocus?: boolean;
}

/**
 * A password input with a show/hide toggle inside it. The toggle is a type="button" (it never
 * submits) with aria-pressed; its name is showLabel or hideLabel. The ref is the <input>.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const { frame, control, own } = useField(props);
  const { value, onChange, showLabel, hideLabel, autoComplete = 'current-password', ...input } = own;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...frame}>
      <Box>
        <Input
          ref={ref}
          {...control}
          {...input}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        <Toggle
          type="button"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={control.id}
          disabled={control.disabled}
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
  /* Room for the toggle, which is a control wide. */
  padding-inline-end: ${({ theme }) => `calc(${theme.layout.control} + ${theme.space.xs})`};
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  inset-inline-end: 1px;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.control};
  height: ${({ theme }) => theme.layout.control};
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
