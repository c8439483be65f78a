export { Card } from './card';
export { CardTitle } from './card-title';
