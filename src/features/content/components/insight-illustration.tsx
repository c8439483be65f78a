import styled from 'styled-components';

/**
 * The default insight image when the provider has none: a small chart drawn in the tenant's
 * own colours, so it never clashes with the brand.
 */
export function InsightIllustration() {
  return (
    <Svg viewBox="0 0 400 300" role="presentation" aria-hidden="true" focusable="false">
      <rect className="panel" x="20" y="20" width="360" height="260" rx="18" />
      <rect className="line" x="48" y="50" width="140" height="12" rx="6" />
      <rect className="muted" x="48" y="72" width="90" height="10" rx="5" />
      {[70, 120, 95, 160, 140, 190].map((h, i) => (
        <rect key={i} className={i % 2 ? 'bar-2' : 'bar-1'} x={56 + i * 52} y={250 - h} width="30" height={h} rx="8" />
      ))}
      <path className="trend" d="M70 180 L122 150 L174 165 L226 110 L278 122 L330 80" />
      <circle className="dot" cx="330" cy="80" r="8" />
    </Svg>
  );
}

const Svg = styled.svg`
  width: 100%;
  height: auto;
  .panel { fill: ${({ theme }) => theme.color.bg.surface}; stroke: ${({ theme }) => theme.color.border.default}; }
  .line { fill: ${({ theme }) => theme.color.text.heading}; }
  .muted { fill: ${({ theme }) => theme.color.border.strong}; }
  .bar-1 { fill: ${({ theme }) => theme.color.brand.primary}; }
  .bar-2 { fill: ${({ theme }) => theme.color.brand.secondary}; }
  .trend { fill: none; stroke: ${({ theme }) => theme.color.text.heading}; stroke-width: 4; stroke-linecap: round; stroke-linejoin: round; }
  .dot { fill: ${({ theme }) => theme.color.bg.surface}; stroke: ${({ theme }) => theme.color.text.heading}; stroke-width: 4; }
`;
