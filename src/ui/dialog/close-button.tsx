import styled from 'styled-components';
import { CloseIcon } from '../icon';

interface CloseButtonProps {
  /** What the button does, for assistive technology (it shows only a cross). */
  label: string;
  onClick: () => void;
  className?: string;
}

/** The cross that closes a dialog, or a panel that behaves like one (the calculator's sheet). */
export function CloseButton({ label, onClick, className }: CloseButtonProps) {
  return (
    <Button type="button" aria-label={label} onClick={onClick} className={className}>
      <CloseIcon />
    </Button>
  );
}

const Button = styled.button`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: ${({ theme }) => theme.layout.control};
  height: ${({ theme }) => theme.layout.control};
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space.xs});
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.bg.surfaceAlt}; color: ${({ theme }) => theme.color.text.heading}; }
`;
