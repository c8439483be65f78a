import styled, { keyframes } from 'styled-components';

type SpinnerSize = 'sm' | 'md';

interface SpinnerProps {
  /** What is loading, e.g. 'Loading' or 'Sending'; read by screen readers, not shown. Required. */
  label: string;
  /** 'sm' (1em, for inside a button or a line of text) or 'md' (1.5rem). Default 'md'. */
  size?: SpinnerSize;
  /** Class name, for layout by the parent. Default none. */
  className?: string;
}

/**
 * An inline loading indicator: a ring in the current text colour (so it fits inside a Button),
 * with its label as visually hidden text in a role="status" live region. Still (not spinning)
 * when the user prefers reduced motion.
 */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <Status role="status" className={className}>
      <Ring aria-hidden="true" $size={size} />
      <span className="visually-hidden">{label}</span>
    </Status>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  vertical-align: middle;
  color: inherit;
`;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => ($size === 'sm' ? '1em' : '1.5rem')};
  height: ${({ $size }) => ($size === 'sm' ? '1em' : '1.5rem')};
  border: ${({ $size }) => ($size === 'sm' ? '2px' : '3px')} solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-inline-end-color: currentColor;
    border-style: dotted;
  }
`;
