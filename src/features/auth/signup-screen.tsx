import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useNamespace } from '../../i18n/use-namespace';
import { emailText, passwordText, pastDate, requiredText, todayIso } from '../../lib/form/checks';
import { phoneNumber } from '../../lib/form/phone-check';
import { useAppForm } from '../../lib/form/use-app-form';
import { useTenant } from '../../tenant/tenant-context';
import { DateField } from '../../ui/date-field';
import { DEFAULT_COUNTRY, PhoneField, toE164 } from '../../ui/phone-field';
import { TextField } from '../../ui/text-field';
import strings from '../../i18n/locales/en-GB/auth.json';
import { useRegister } from './api/register';
import { authFlow } from './auth-flow';
import { AuthForm, FieldRow } from './components/auth-form';
import { AuthLayout } from './components/auth-layout';
import { AuthPasswordField } from './components/auth-password-field';

/** Registration (spec): names, date of birth, phone with country, email, password; then the code. */
export function SignupScreen() {
  const { t } = useNamespace('auth', strings);
  const tenant = useTenant();
  const navigate = useNavigate();
  const register = useRegister();
  const schema = useMemo(
    () =>
      z.object({
        first_name: requiredText(t('errors.required')),
        last_name: requiredText(t('errors.required')),
        dob: pastDate(t('errors.required'), t('errors.dobFuture')),
        mobile: phoneNumber(t('errors.phone'), (country, dialCode) => t('errors.phoneInvalid', { country, dialCode })),
        email: emailText(t('errors.required'), t('errors.email')),
        password: passwordText(t('errors.required'), t('errors.passwordLength')),
      }),
    [t],
  );
  const form = useAppForm(schema, { first_name: '', last_name: '', dob: '', mobile: { country: DEFAULT_COUNTRY, number: '' }, email: '', password: '' });

  const submit = form.handleSubmit(({ mobile, ...values }) =>
    register.mutate(
      { ...values, mobile: toE164(mobile), subdomain: window.location.hostname },
      {
        onSuccess: ({ registration }) => {
          authFlow.startVerification(values.email, registration);
          void navigate('/user-otp');
        },
        onError: form.showServerErrors,
      },
    ),
  );

  return (
    <AuthLayout
      title={t('signup.title')}
      subtitle={t('signup.subtitle', { name: tenant.name })}
      homeLabel={t('layout.home', { name: tenant.name })}
      footer={<Link to="/user-login">{t('signup.haveAccount')}</Link>}
    >
      <AuthForm
        onSubmit={submit}
        submitLabel={t('signup.submit')}
        busyLabel={t('busy')}
        pending={register.isPending}
        error={form.formState.errors.root?.server?.message}
      >
        <FieldRow>
          {form.field('first_name', (field) => (
            <TextField label={t('fields.firstName')} {...field} required autoComplete="given-name" maxLength={60} />
          ))}
          {form.field('last_name', (field) => (
            <TextField label={t('fields.lastName')} {...field} required autoComplete="family-name" maxLength={60} />
          ))}
        </FieldRow>
        {form.field('dob', (field) => (
          <DateField label={t('fields.dob')} {...field} max={todayIso()} required autoComplete="bday" />
        ))}
        {form.field('mobile', (field) => (
          <PhoneField
            label={t('fields.phone')}
            {...field}
            countryLabel={t('fields.country')}
            searchLabel={t('fields.searchCountry')}
            searchPlaceholder={t('fields.searchCountryPlaceholder')}
            noResultsText={t('fields.noCountry')}
            required
          />
        ))}
        {form.field('email', (field) => (
          <TextField label={t('fields.email')} type="email" {...field} required autoComplete="email" inputMode="email" />
        ))}
        {form.field('password', (field) => (
          <AuthPasswordField label={t('fields.password')} {...field} hint={t('reset.hint')} autoComplete="new-password" required />
        ))}
      </AuthForm>
    </AuthLayout>
  );
}
