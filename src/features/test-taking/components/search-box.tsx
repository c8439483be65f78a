import { useId } from 'react';
import styled from 'styled-components';
import { inputStyle } from '../../../ui/text-field';

interface SearchBoxProps {
  /** The accessible name (visually hidden: the section heading gives the context). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A section's search field, with a magnifier inside. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Magnifier viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </Magnifier>
      <Input id={id} type="search" autoComplete="off" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  width: 100%;
  ${({ theme }) => theme.media.md} { width: 18rem; }
`;

const Magnifier = styled.svg`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space.sm};
  width: 1.125rem;
  height: 1.125rem;
  transform: translateY(-50%);
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  color: ${({ theme }) => theme.color.text.muted};
  pointer-events: none;
`;

const Input = styled.input`
  ${inputStyle}
  /* Room for the magnifier. */
  padding-left: ${({ theme }) => theme.space.xl};
`;
