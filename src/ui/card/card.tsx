import styled from 'styled-components';

type CardSpace = 'none' | 'sm' | 'md' | 'lg';
type CardShadow = 'none' | 'sm' | 'md' | 'lg';

interface CardProps {
  /** Inner padding (default 'lg'); 'none' for content that pads itself, such as a table that scrolls. */
  $padding?: CardSpace;
  /** Default 'sm', a resting card; 'none' a flat card inside a page; 'lg' a card floating alone (the sign-in). */
  $shadow?: CardShadow;
  /** A brand-coloured border: the card that stands out among its neighbours. */
  $highlight?: boolean;
  /** A thick top edge in the brand's or the danger colour: a plan, a failed payment. */
  $accent?: 'brand' | 'danger';
}

/**
 * A raised surface that groups related content: the one card surface of the product. Pad with
 * `$padding`, flatten or lift with `$shadow`, render another element with `as` (article, section,
 * li), and add a feature's own layout with styled(Card).
 */
export const Card = styled.div<CardProps>`
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme, $highlight }) => ($highlight ? theme.color.brand.primary : theme.color.border.default)};
  ${({ theme, $accent }) => ($accent ? `border-top: 4px solid ${$accent === 'brand' ? theme.color.brand.primary : theme.color.status.danger};` : '')}
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme, $shadow = 'sm' }) => ($shadow === 'none' ? 'none' : theme.shadow[$shadow])};
  padding: ${({ theme, $padding = 'lg' }) => ($padding === 'none' ? '0' : theme.space[$padding])};
`;
