export { PricingCard } from './pricing-card';
