import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckIcon } from '../../../ui/icon';
import { Container, Heading } from '../../../ui/section';
import type { LandingContent } from '../api/get-website-content';
import { InsightIllustration } from './insight-illustration';

/** The insight band. Each of heading, subheading and image falls back to a default when missing. */
export function InsightSection({ insight }: { insight: LandingContent['insightSection'] | undefined }) {
  const { t } = useTranslation('content');
  const points = ['scores', 'proficiency', 'progress'] as const;
  return (
    <Band aria-labelledby="insight-heading">
      <Grid>
        <Text>
          <Heading id="insight-heading">{insight?.heading ?? t('insight.defaultHeading')}</Heading>
          <Lead>{insight?.subheading ?? t('insight.defaultSubheading')}</Lead>
          <Points>
            {points.map((point) => (
              <li key={point}>
                <CheckIcon size={18} />
                {t(`insight.points.${point}`)}
              </li>
            ))}
          </Points>
        </Text>
        <Figure>{insight?.insightImage ? <img src={insight.insightImage} alt="" width={800} height={600} loading="lazy" /> : <InsightIllustration />}</Figure>
      </Grid>
    </Band>
  );
}

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
`;

const Grid = styled(Container)`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} { grid-template-columns: 1.1fr 1fr; }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: ${({ theme }) => theme.space.xs}; align-items: center; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  svg { flex-shrink: 0; color: ${({ theme }) => theme.color.text.link}; }
`;

const Figure = styled.div`
  min-width: 0;
  img { display: block; width: 100%; height: auto; border-radius: ${({ theme }) => theme.radius.lg}; }
`;
