import { forwardRef } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icon';
import { FieldFrame, inputStyle, useField, type FieldBaseProps } from '../text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBaseProps {
  /** The chosen option's value (controlled). Required. */
  value: string;
  /** Called with the chosen option's value. Required. */
  onChange: (value: string) => void;
  /** The options, in order. Required. */
  options: ReadonlyArray<SelectOption>;
  /** A first, empty option (value '') with this text, e.g. 'All topics'. Default none. */
  emptyLabel?: string;
}

/** A labelled native <select> (the phone's own picker on touch screens) with hint and error. The ref is the <select>. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(props, ref) {
  const { frame, control, own } = useField(props);
  const { value, onChange, options, emptyLabel } = own;
  return (
    <FieldFrame {...frame}>
      <Control>
        <Select ref={ref} {...control} onBlur={() => props.onBlur?.(undefined as never)} value={value} onChange={(event) => onChange(event.target.value)}>
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <ChevronDownIcon size={18} aria-hidden="true" />
      </Control>
    </FieldFrame>
  );
});

const Control = styled.div`
  position: relative;
  & > svg {
    position: absolute;
    top: 50%;
    inset-inline-end: ${({ theme }) => theme.space.sm};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.text.muted};
    pointer-events: none;
  }
`;

const Select = styled.select`
  ${inputStyle}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space.xl};
  cursor: pointer;
`;
