export { CardList } from './card-list';
