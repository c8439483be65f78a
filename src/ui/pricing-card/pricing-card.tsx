import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon } from '../icon';

interface PricingCardProps {
  name: string;
  /** The formatted price, e.g. "£29.99". */
  price: string;
  /** The validity label, e.g. "3 Months". */
  validity: string;
  validityLabel: string;
  access: string;
  /** The facts layout's label of the access line. */
  accessLabel?: string;
  features: string[];
  featuresLabel: string;
  /**
   * A call to action under the features. Given as a function, it receives the id of the plan's
   * name, so a button can name its plan (aria-describedby) among identical buttons.
   */
  action?: ReactNode | ((nameId: string) => ReactNode);
  /**
   * 'facts' (the landing page): validity and access as labelled facts. 'line' (Membership): the
   * validityLabel as one line, e.g. "3 Months Access", with the access under it.
   */
  layout?: 'facts' | 'line';
  /** Something for this plan is under way (its checkout starting). */
  busy?: boolean;
}

/** One plan: name, price, validity, access and features, with an optional call to action. */
export function PricingCard({
  name,
  price,
  validity,
  validityLabel,
  access,
  accessLabel,
  features,
  featuresLabel,
  action,
  layout = 'facts',
  busy,
}: PricingCardProps) {
  const nameId = useId();
  return (
    <Article aria-labelledby={nameId} aria-busy={busy}>
      <PlanName id={nameId}>{name}</PlanName>
      <Price>{price}</Price>
      {layout === 'line' ? (
        <>
          <ValidityLine>{validityLabel}</ValidityLine>
          <Muted>{access}</Muted>
          <FeaturesHeading $ruled>{featuresLabel}</FeaturesHeading>
        </>
      ) : (
        <>
          <Facts>
            <div>
              <dt>{validityLabel}</dt>
              <dd>{validity}</dd>
            </div>
            <div>
              <dt>{accessLabel}</dt>
              <dd>{access}</dd>
            </div>
          </Facts>
          <FeaturesHeading>{featuresLabel}</FeaturesHeading>
        </>
      )}
      <Features>
        {features.map((feature) => (
          <li key={feature}>
            <Tick>
              <CheckIcon size={16} />
            </Tick>
            <span>{feature}</span>
          </li>
        ))}
      </Features>
      {action ? <Action>{typeof action === 'function' ? action(nameId) : action}</Action> : null}
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-top: 4px solid ${({ theme }) => theme.color.brand.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: ${({ theme }) => theme.space.lg};
`;

const PlanName = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Price = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.heading};
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.1;
`;

const ValidityLine = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-block: 1px solid ${({ theme }) => theme.color.border.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  div { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; }
  /* Access is a phrase, not a figure: it reads better under its label than squeezed beside it. */
  div:last-child { flex-direction: column; gap: ${({ theme }) => theme.space.xxs}; }
  dt { color: ${({ theme }) => theme.color.text.muted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  div:first-child dd { text-align: end; }
`;

/** Ruled: the 'line' layout has no facts above to separate the features from. */
const FeaturesHeading = styled.p<{ $ruled?: boolean }>`
  ${({ $ruled, theme }) =>
    $ruled ? `margin-top: ${theme.space.md}; padding-top: ${theme.space.sm}; border-top: 1px solid ${theme.color.border.default};` : ''}
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The spec's feature box is 150px high, which lines the buttons up across a row of cards; it
 * grows rather than hiding a feature. On a phone the cards stack, so nothing needs lining up.
 */
const Features = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.sm} { min-height: 150px; }
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li { display: flex; gap: ${({ theme }) => theme.space.xs}; align-items: flex-start; }
`;

const Tick = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  /* Lines the tick up with the first line of text, at any text size. */
  margin-top: 0.1em;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand.subtle};
  color: ${({ theme }) => theme.color.brand.onSubtle};
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.lg};
`;
