import { useState } from 'react';
import styled from 'styled-components';

type Op = '+' | '−' | '×' | '÷';

interface CalculatorProps {
  divideByZeroText: string;
  clearLabel: string;
  equalsLabel: string;
}

/** A four-function calculator for the test's Calculator popup. Division by zero is refused with a message. */
export function Calculator({ divideByZeroText, clearLabel, equalsLabel }: CalculatorProps) {
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
    <Wrap>
      {/* Numbers and expressions read left to right in every language, and so does the keypad. */}
      <Screen aria-live="polite" dir="ltr">
        {display}
      </Screen>
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
  gap: ${({ theme }) => theme.space.xs};
  width: min(18rem, 100%);
  margin: 0 auto;
`;

const Screen = styled.output`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
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
  min-height: ${({ theme }) => theme.layout.option};
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
