import type { components } from '../../../../openapi/schema.gen';
import { LanguageChoice } from '../../../i18n/language-choice';
import { useTenant } from '../../../tenant/tenant-context';
import { updateProfile } from '../api/update-profile';
import { useAccountText } from '../use-account-text';
import { AccountSection } from './account-section';

type User = components['schemas']['User'];

/**
 * Language (a provider with more than one): the choice is kept on the account, so the learner's
 * mail and every device they sign in on follow it, then the page loads again in it.
 */
export function LanguageSection({ user }: { user: User }) {
  const t = useAccountText();
  const { languages } = useTenant();
  if (languages.length < 2) return null;
  const keep = (language: string) => updateProfile({ first_name: user.first_name, last_name: user.last_name, mobile: user.mobile, dob: user.dob ?? '', language });
  return (
    <AccountSection id="account-language" heading={t('language.heading')}>
      <p>{t('language.hint')}</p>
      <LanguageChoice onChosen={keep} />
    </AccountSection>
  );
}
