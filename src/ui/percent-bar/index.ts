export { PercentBar } from './percent-bar';
export { bandOf, type Band } from './band';
