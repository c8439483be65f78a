import { useTranslation } from 'react-i18next';
import { languageOf, isLanguageCode } from '../../shared/i18n/languages';
import { useTenant } from '../tenant/tenant-context';
import { LanguageSwitch } from '../ui/language-switch';
import { rememberLanguage } from './page-language';

/**
 * The language switch of the provider's languages, shown only when it offers more than one.
 * A choice is kept on the device (and on the account, for a learner signed in: `onChosen`), then
 * the page loads again in it: every text, the server's included, follows.
 */
export function LanguageChoice({ onChosen }: { onChosen?: (code: string) => Promise<unknown> }) {
  const { languages } = useTenant();
  const { t, i18n } = useTranslation('common');
  if (languages.length < 2) return null;
  const choose = async (code: string) => {
    if (!isLanguageCode(code)) return;
    rememberLanguage(code);
    await onChosen?.(code).catch(() => undefined);
    location.reload();
  };
  return (
    <LanguageSwitch
      label={t('language.label')}
      options={languages.map((code) => ({ code, name: languageOf(code).name }))}
      current={i18n.language}
      onChoose={(code) => void choose(code)}
    />
  );
}
