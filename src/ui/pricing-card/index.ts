export { PricingCard, type PricingCardProps } from './pricing-card';
