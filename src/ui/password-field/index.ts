export { PasswordField } from './password-field';
