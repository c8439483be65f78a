export { Container, Heading, Section } from './section';
