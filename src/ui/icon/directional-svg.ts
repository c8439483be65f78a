import styled from 'styled-components';

/**
 * The <svg> of an icon that points along the line (an arrow, a back or next chevron): in a
 * right-to-left page it is mirrored, so "forward" still points the way the text reads. Icons whose
 * meaning has no direction (a check, a play triangle, a send plane) stay as drawn.
 */
export const DirectionalSvg = styled.svg`
  &:dir(rtl) { transform: scaleX(-1); }
`;
