import { useId, type FocusEventHandler, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AlertIcon } from '../icon';

/** The ids a field wires together: its control, label, hint and error. */
interface FieldIds {
  inputId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  /** The value of the control's aria-describedby: the hint and the error that are shown, or undefined. */
  describedBy: string | undefined;
}

/** Unique ids for one field (React's useId, so several copies of a form never clash). */
export function useFieldIds({ id, hint, error }: { id?: string; hint?: ReactNode; error?: ReactNode }): FieldIds {
  const base = useId();
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { inputId: id ?? `${base}-input`, labelId: `${base}-label`, hintId, errorId, describedBy };
}

/**
 * What every labelled field takes, documented once: each field extends it with its value, its
 * onChange and the options of its own control.
 */
export interface FieldBaseProps {
  /** The visible label, tied to the field's control with <label for>. Required. */
  label: ReactNode;
  /** Help shown under the label and announced with the control. Default none. */
  hint?: ReactNode;
  /** Error message; when set the control is aria-invalid and describes itself with it. Default none. */
  error?: ReactNode;
  /** Form field name, for a native form submit (a phone field puts it on a hidden input carrying the whole number). Default none. */
  name?: string;
  /** The control's id; one is generated when omitted. Default generated. */
  id?: string;
  /** Marks the control required (native and for assistive technology). Default false. */
  required?: boolean;
  /** Disables the field (its control and any button in it); it looks read-only. Default false. */
  disabled?: boolean;
  /** Called when the control loses focus (for validate-on-blur). Default none. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Class name of the wrapper, for layout by the parent. Default none. */
  className?: string;
}

/**
 * Splits a field's props three ways: what its FieldFrame shows, the attributes its control
 * carries (id, name, required, disabled, onBlur, aria-invalid, aria-describedby) and the field's
 * own props, left as they came.
 */
export function useField<P extends FieldBaseProps>(props: P) {
  const { label, hint, error, className, id, name, required = false, disabled = false, onBlur, ...own } = props;
  const ids = useFieldIds({ id, hint, error });
  return {
    frame: { ids, label, hint, error, className },
    control: {
      id: ids.inputId,
      name,
      required,
      disabled,
      onBlur,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids.describedBy,
    },
    own,
  };
}

interface FieldFrameProps {
  /** The ids from useFieldIds. Required. */
  ids: FieldIds;
  /** The visible label. Required. */
  label: ReactNode;
  /** Whether the label is a <label for=…> of the control (true) or only a caption that labels a group (false). Default true. */
  labelFor?: boolean;
  /** Help shown between the label and the control. Default none. */
  hint?: ReactNode;
  /** Error message shown above the control. Default none. */
  error?: ReactNode;
  /** Class name of the wrapper, for layout by the parent. Default none. */
  className?: string;
  /** The control(s). Required. */
  children: ReactNode;
}

/**
 * The layout every form field shares (the GOV.UK order): label, hint, error, then the control.
 * The control itself sets aria-describedby={ids.describedBy} and aria-invalid.
 */
export function FieldFrame({ ids, label, labelFor = true, hint, error, className, children }: FieldFrameProps) {
  return (
    <Wrapper className={className} $invalid={Boolean(error)}>
      <FieldLabel id={ids.labelId} htmlFor={labelFor ? ids.inputId : undefined}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={ids.errorId}>
          <AlertIcon size={18} />
          <span>{error}</span>
        </FieldError>
      ) : null}
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.div<{ $invalid: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  padding-inline-start: ${({ $invalid, theme }) => ($invalid ? theme.space.sm : '0')};
  border-inline-start: ${({ $invalid, theme }) => ($invalid ? `4px solid ${theme.color.status.danger}` : '0')};
`;

const FieldLabel = styled.label`
  color: ${({ theme }) => theme.color.text.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** A field's hint text, under its label (for fields that lay out their own label, like a checkbox). */
export const FieldHint = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A field's error text, with the alert icon before it. */
export const FieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.status.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  & > svg { flex-shrink: 0; margin-top: 0.1em; }
`;

/**
 * The look of a text box: a control high (layout.control, 44 px), a border that is seen (3:1), the danger colour when
 * aria-invalid, dashed and tinted when read-only or disabled.
 */
export const inputStyle = css`
  display: block;
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.layout.control};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  transition: border-color ${({ theme }) => theme.motion.fast}, box-shadow ${({ theme }) => theme.motion.fast};
  &::placeholder { color: ${({ theme }) => theme.color.text.muted}; opacity: 1; }
  &:hover:not(:disabled):not([readonly]) { border-color: ${({ theme }) => theme.color.text.muted}; }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.status.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.status.danger};
  }
  &[readonly], &:disabled {
    border-style: dashed;
    background: ${({ theme }) => theme.color.bg.surfaceAlt};
    box-shadow: none;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.text.muted};
    cursor: not-allowed;
    opacity: 0.75;
  }
`;
