import { LanguageChoice } from '../../../i18n/language-choice';
import { useTenant } from '../../../tenant/tenant-context';
import { updateProfile } from '../api/update-profile';
import { useAccountText } from '../use-account-text';
import { AccountSection } from './account-section';

/**
 * Language (a provider with more than one): the choice is kept on the account, so the learner's
 * mail and every device they sign in on follow it, then the page loads again in it.
 */
export function LanguageSection() {
  const t = useAccountText();
  const { languages } = useTenant();
  if (languages.length < 2) return null;
  // The language alone: the account's other details are not this choice's to check.
  const keep = (language: string) => updateProfile({ language });
  return (
    <AccountSection id="account-language" heading={t('language.heading')}>
      <p>{t('language.hint')}</p>
      <LanguageChoice onChosen={keep} />
    </AccountSection>
  );
}
