import styled from 'styled-components';
import { bandOf, type Band } from './band';

interface PercentBarProps {
  /** 0 to 100. */
  value: number;
  /** What the bar measures, e.g. 'Cardiology'. Read with the value by screen readers. */
  label: string;
  /** The value as shown and read, in the page's language: formatPercent(value, language), e.g. '66.67%'. Required. */
  valueText: string;
  /** Thicker for an overall score. Default 'md'. */
  size?: 'md' | 'lg';
}

/** A percentage as a bar in the spec's colour bands (theme tokens color.band.*), with the number as text beside it. */
export function PercentBar({ value, label, valueText, size = 'md' }: PercentBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <Row>
      <Track role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped} aria-valuetext={valueText} $size={size}>
        <Fill $band={bandOf(clamped)} style={{ width: `${clamped}%` }} />
      </Track>
      <Value aria-hidden="true">{valueText}</Value>
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 4.5rem;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Track = styled.div<{ $size: 'md' | 'lg' }>`
  height: ${({ $size }) => ($size === 'lg' ? '1.25rem' : '0.75rem')};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
  overflow: hidden;
`;

const Fill = styled.div<{ $band: Band }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $band }) => theme.color.band[$band]};
`;

const Value = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;
