import { useId } from 'react';
import styled from 'styled-components';
import { inputStyle } from '../../../ui/text-field';

interface TopicSearchProps {
  /** The accessible name (visually hidden: the placeholder and the magnifier show what it is). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The contract caps the search text at 100 characters. */
const MAX_SEARCH = 100;

/** The topic list's search box, with a magnifier inside, in a search landmark. */
export function TopicSearch({ label, placeholder, value, onChange }: TopicSearchProps) {
  const id = useId();
  return (
    <Wrapper role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Magnifier viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </Magnifier>
      <Input id={id} type="search" autoComplete="off" maxLength={MAX_SEARCH} placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  width: 100%;
  ${({ theme }) => theme.media.md} { max-width: 24rem; }
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
