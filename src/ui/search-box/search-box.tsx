import { useId } from 'react';
import styled from 'styled-components';
import { inputStyle } from '../text-field';

interface SearchBoxProps {
  /** The accessible name (visually hidden: the placeholder, the magnifier and the context show what it searches). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The longest text accepted (what the server accepts). Default none. */
  maxLength?: number;
  /** Wrap it in a search landmark: for a screen's main search, not one of several sections'. Default false. */
  landmark?: boolean;
}

/** A search field with a magnifier inside; full width on phones, a fixed width from tablets up. */
export function SearchBox({ label, placeholder, value, onChange, maxLength, landmark = false }: SearchBoxProps) {
  const id = useId();
  return (
    <Wrapper role={landmark ? 'search' : undefined}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Magnifier viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </Magnifier>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  width: 100%;
  ${({ theme }) => theme.media.md} { width: 20rem; }
`;

const Magnifier = styled.svg`
  position: absolute;
  top: 50%;
  inset-inline-start: ${({ theme }) => theme.space.sm};
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
  padding-inline-start: ${({ theme }) => theme.space.xl};
`;
