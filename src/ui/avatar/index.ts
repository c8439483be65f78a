export { Avatar } from './avatar';
