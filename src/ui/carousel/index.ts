export { Carousel, type CarouselLabels } from './carousel';
