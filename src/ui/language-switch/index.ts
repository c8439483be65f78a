export { LanguageSwitch, type LanguageSwitchOption, type LanguageSwitchProps } from './language-switch';
