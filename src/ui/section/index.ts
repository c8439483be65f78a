export { Container, Heading, Section, type SectionProps } from './section';
