import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { clearSubdomainId } from '../../../tenant/subdomain-storage';
import { ButtonLink } from '../../../ui/button';
import { ArrowRightIcon } from '../../../ui/icon';
import { Container } from '../../../ui/section';
import { Skeleton, SkeletonText } from '../../../ui/skeleton';
import type { LandingContent } from '../api/get-website-content';

interface HeroSectionProps {
  homePage: LandingContent['homePage'] | undefined;
  /** Shown above the heading, e.g. the provider's domain. */
  eyebrow: string;
  /** While loading; also used when the content failed to load. */
  fallbackHeading: string;
  loading: boolean;
}

/** The first band: heading, tagline, Get Started Now and the banner image. */
export function HeroSection({ homePage, eyebrow, fallbackHeading, loading }: HeroSectionProps) {
  const { t } = useTranslation('content');
  return (
    <Band aria-labelledby="hero-heading" aria-busy={loading}>
      <Grid>
        <Copy>
          <Eyebrow>{eyebrow}</Eyebrow>
          {loading ? (
            <>
              <h1 id="hero-heading" className="visually-hidden">
                {fallbackHeading}
              </h1>
              <Skeleton height="3rem" />
              <Skeleton height="3rem" width="70%" />
              <SkeletonText lines={3} />
            </>
          ) : (
            <>
              <Title id="hero-heading">{homePage?.heading ?? fallbackHeading}</Title>
              {homePage?.tagline ? <Tagline>{homePage.tagline}</Tagline> : null}
            </>
          )}
          <div>
            <ButtonLink size="lg" to="/user-login" onClick={clearSubdomainId}>
              {t('hero.getStartedNow')}
              <ArrowRightIcon />
            </ButtonLink>
          </div>
        </Copy>
        <Banner>
          {homePage?.bannerImage ? (
            <img src={homePage.bannerImage} alt={t('hero.bannerAlt')} width={1200} height={800} fetchPriority="high" />
          ) : (
            <Skeleton height="100%" radius="lg" />
          )}
        </Banner>
      </Grid>
    </Band>
  );
}

const Band = styled.section`
  background: ${({ theme }) => theme.color.bg.hero};
  color: ${({ theme }) => theme.color.text.onHero};
  overflow: hidden;
`;

const Grid = styled(Container)`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.05fr 1fr;
    padding-top: ${({ theme }) => theme.space.xxl};
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Eyebrow = styled.p`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.link};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  letter-spacing: 0.02em;
`;

const Title = styled.h1`
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.display};
  letter-spacing: -0.01em;
  text-wrap: balance;
`;

const Tagline = styled.p`
  max-width: 38rem;
  font-size: ${({ theme }) => theme.font.size.lg};
  opacity: 0.92;
`;

const Banner = styled.div`
  aspect-ratio: 3 / 2;
  min-width: 0;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
`;
