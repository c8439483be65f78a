import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

type Op = '+' | '−' | '×' | '÷';

interface CalculatorProps {
  divideByZeroText: string;
  clearLabel: string;
  equalsLabel: string;
  /** Takes focus when it appears, so it can be typed into at once (the take-test panel). Default false. */
  focusOnMount?: boolean;
}

/** The keyboard's operator keys (× and ÷ too, from a keyboard that has them) and the calculator's operation. */
const OPERATOR_KEYS: Record<string, Op> = { '+': '+', '-': '−', '−': '−', '*': '×', x: '×', X: '×', '×': '×', '/': '÷', '÷': '÷' };

/**
 * A four-function calculator for the test's Calculator panel. Division by zero is refused with a
 * message. Typed as well as pressed: digits, . (or ,), + − * / (× ÷), Enter or = for the result,
 * Backspace to take back a digit and Delete to clear.
 */
export function Calculator({ divideByZeroText, clearLabel, equalsLabel, focusOnMount = false }: CalculatorProps) {
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) wrap.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  const [display, setDisplay] = useState('0');
  const [stored, setStored] = useState<number | null>(null);
  const [op, setOp] = useState<Op | null>(null);
  const [fresh, setFresh] = useState(true);
  const [error, setError] = useState<string>();

  const digit = (d: string) => {
    setError(undefined);
    if (d === '.' && !fresh && display.includes('.')) return;
    setDisplay(fresh ? (d === '.' ? '0.' : d) : display === '0' && d !== '.' ? d : display + d);
    setFresh(false);
  };

  const compute = (): number | null => {
    const value = Number(display);
    if (stored === null || op === null) return value;
    if (op === '÷' && value === 0) {
      setError(divideByZeroText);
      return null;
    }
    const result = op === '+' ? stored + value : op === '−' ? stored - value : op === '×' ? stored * value : stored / value;
    return Number(result.toPrecision(12));
  };

  const operate = (next: Op | null) => {
    const result = fresh && op && next ? Number(display) : compute();
    if (result === null) return;
    setDisplay(String(result));
    setStored(next ? result : null);
    setOp(next);
    setFresh(true);
  };

  const backspace = () => {
    setError(undefined);
    if (fresh) return;
    const shorter = display.slice(0, -1);
    setDisplay(shorter === '' || shorter === '-' ? '0' : shorter);
    if (shorter === '' || shorter === '-') setFresh(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (/^[0-9]$/.test(key)) digit(key);
    else if (key === '.' || key === ',') digit('.');
    else if (OPERATOR_KEYS[key]) operate(OPERATOR_KEYS[key]);
    // Enter would also press the focused key: the result only.
    else if (key === 'Enter' || key === '=') operate(null);
    else if (key === 'Backspace') backspace();
    else if (key === 'Delete') clear();
    else return;
    event.preventDefault();
  };

  const clear = () => {
    setDisplay('0');
    setStored(null);
    setOp(null);
    setFresh(true);
    setError(undefined);
  };

  const key = (label: string, onClick: () => void, name?: string) => (
    <Key key={label} type="button" onClick={onClick} aria-label={name}>
      {label}
    </Key>
  );

  return (
    <Wrap ref={wrap} tabIndex={-1} onKeyDown={onKeyDown}>
      {/* Numbers and expressions read left to right in every language, and so does the keypad. */}
      <Display dir="ltr">
        {/* The sum under way ('12 ×'), for the eye: the number on the screen is what is read out. */}
        {stored !== null && op ? <Pending aria-hidden="true">{`${stored} ${op}`}</Pending> : null}
        <Screen aria-live="polite">{display}</Screen>
      </Display>
      {error ? <Problem role="alert">{error}</Problem> : null}
      <Keys dir="ltr">
        {['7', '8', '9'].map((d) => key(d, () => digit(d)))}
        {key('÷', () => operate('÷'), 'divide')}
        {['4', '5', '6'].map((d) => key(d, () => digit(d)))}
        {key('×', () => operate('×'), 'multiply')}
        {['1', '2', '3'].map((d) => key(d, () => digit(d)))}
        {key('−', () => operate('−'), 'minus')}
        {key('0', () => digit('0'))}
        {key('.', () => digit('.'), 'decimal point')}
        {key('=', () => operate(null), equalsLabel)}
        {key('+', () => operate('+'), 'plus')}
      </Keys>
      <Clear type="button" onClick={clear}>
        {clearLabel}
      </Clear>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
  gap: ${({ theme }) => theme.space.xs};
  width: min(20rem, 100%);
  margin: 0 auto;
`;

const Display = styled.div`
  position: relative;
`;

const Pending = styled.span`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-start: ${({ theme }) => theme.space.sm};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Screen = styled.output`
  display: block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.xl};
  text-align: end;
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.status.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Keys = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

const Key = styled.button`
  /* The smallest touch target on phones, where the calculator shares the screen with the question. */
  min-height: ${({ theme }) => theme.layout.control};
  ${({ theme }) => theme.media.lg} { min-height: ${({ theme }) => theme.layout.option}; }
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.brand.subtle}; }
`;

const Clear = styled(Key)`
  width: 100%;
`;
