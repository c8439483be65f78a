import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { clearSubdomainId } from '../../../tenant/subdomain-storage';
import { ButtonLink } from '../../../ui/button';
import { RichText } from '../../../ui/rich-text';
import { Container, Heading } from '../../../ui/section';
import { Skeleton, SkeletonText } from '../../../ui/skeleton';
import type { LandingContent } from '../api/get-website-content';

/** About Us: the provider's own description (sanitised HTML), its image and Sign Up Now. */
export function AboutSection({ aboutUs, loading }: { aboutUs: LandingContent['aboutUs'] | undefined; loading: boolean }) {
  const { t } = useTranslation('content');
  const image = aboutUs?.aboutImage;
  return (
    <Band id="about" aria-labelledby="about-heading" aria-busy={loading}>
      <Grid $withImage={loading || Boolean(image)}>
        {loading ? <Skeleton height="100%" radius="lg" /> : image ? <Picture src={image} alt="" width={800} height={600} loading="lazy" /> : null}
        <Text>
          <Heading id="about-heading">{t('about.heading')}</Heading>
          {loading ? <SkeletonText lines={5} /> : aboutUs ? <RichText html={aboutUs.description} /> : null}
          <div>
            <ButtonLink to="/user-signup" variant="secondary" onClick={clearSubdomainId}>
              {t('about.signUpNow')}
            </ButtonLink>
          </div>
        </Text>
      </Grid>
    </Band>
  );
}

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
`;

const Grid = styled(Container)<{ $withImage: boolean }>`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? '1fr 1.1fr' : '1fr')};
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;
