import { forwardRef } from 'react';
import styled from 'styled-components';
import { AlertIcon } from '../icon';
import { FieldError, FieldHint, useFieldIds, type FieldBaseProps } from '../text-field';

export interface CheckboxFieldProps extends Omit<FieldBaseProps, 'required'> {
  /** Whether the box is ticked (controlled). Required. */
  value: boolean;
  /** Called with the new state when the box is ticked or cleared. Required. */
  onChange: (value: boolean) => void;
}

/**
 * A labelled checkbox for a yes/no choice in a form, with hint and error (the GOV.UK layout: the
 * box, then its label beside it, then the hint under the label). The ref is the <input>.
 */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(props, ref) {
  const { label, hint, error, className, id, name, disabled = false, onBlur, value, onChange } = props;
  const ids = useFieldIds({ id, hint, error });
  return (
    <Wrapper className={className} $invalid={Boolean(error)}>
      <Box
        ref={ref}
        type="checkbox"
        id={ids.inputId}
        name={name}
        checked={value}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <Label htmlFor={ids.inputId}>{label}</Label>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={ids.errorId}>
          <AlertIcon size={18} />
          <span>{error}</span>
        </ErrorText>
      ) : null}
    </Wrapper>
  );
});

const BOX = '1.5rem';

const Wrapper = styled.div<{ $invalid: boolean }>`
  display: grid;
  grid-template-columns: ${BOX} minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  align-items: center;
  padding-inline-start: ${({ $invalid, theme }) => ($invalid ? theme.space.sm : '0')};
  border-inline-start: ${({ $invalid, theme }) => ($invalid ? `4px solid ${theme.color.status.danger}` : '0')};
`;

const Box = styled.input`
  width: ${BOX};
  height: ${BOX};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.brand.primary};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
  &:disabled { cursor: not-allowed; }
`;

/** Clicking the label ticks the box too, so the whole line is the target. */
const Label = styled.label`
  padding-block: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.text.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: pointer;
  ${Box}:disabled + & {
    color: ${({ theme }) => theme.color.text.muted};
    cursor: not-allowed;
  }
`;

// Under the label, not under the box.
const Hint = styled(FieldHint)`
  grid-column: 2;
`;

const ErrorText = styled(FieldError)`
  grid-column: 2;
`;
