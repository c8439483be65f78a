import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useNamespace } from '../../../i18n/use-namespace';
import strings from '../../../i18n/locales/en-GB/auth.json';
import { PasswordField } from '../../../ui/password-field';

type Props = Omit<ComponentPropsWithoutRef<typeof PasswordField>, 'showLabel' | 'hideLabel'>;

/** A password field of the sign-in screens, its show and hide toggle named in the area's words. */
export const AuthPasswordField = forwardRef<HTMLInputElement, Props>(function AuthPasswordField(props, ref) {
  const { t } = useNamespace('auth', strings);
  return <PasswordField ref={ref} {...props} showLabel={t('fields.showPassword')} hideLabel={t('fields.hidePassword')} />;
});
