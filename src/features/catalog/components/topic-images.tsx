import styled from 'styled-components';
import { imageSize } from '../../../lib/image-size';
import { Carousel } from '../../../ui/carousel';
import type { TopicImage } from '../api/catalog-types';
import { useCatalogText } from '../use-catalog-text';

/** The spec's carousel runs at the library default: a slide every 5000 ms. */
const SLIDE_MS = 5000;

/** A topic's images as a pausable carousel, each with the provider's alt text. */
export function TopicImages({ name, images, paused }: { name: string; images: readonly TopicImage[]; paused?: boolean }) {
  const t = useCatalogText();
  return (
    <Carousel
      interval={SLIDE_MS}
      paused={paused}
      labels={{
        region: t('topic.imagesLabel', { name }),
        slide: (n, count) => t('topic.image', { n, count }),
        pause: t('topic.pause'),
        play: t('topic.play'),
        previous: t('topic.previous'),
        next: t('topic.next'),
      }}
      slides={images.map((image) => (
        // Its size from its address: the slide keeps its height while the lazy image loads.
        <Picture src={image.url} alt={image.alt} loading="lazy" {...imageSize(image.url)} />
      ))}
    />
  );
}

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 22rem;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
`;
