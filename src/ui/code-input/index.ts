export { CodeInput, type CodeInputProps } from './code-input';
