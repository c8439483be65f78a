import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fieldErrors } from '../../api/field-errors';
import { ApiError } from '../../api/api-error';
import { useNamespace } from '../../i18n/use-namespace';
import { useTenant } from '../../tenant/tenant-context';
import { DateField } from '../../ui/date-field';
import { PasswordField } from '../../ui/password-field';
import { MAX_PHONE_DIGITS, PhoneField, toE164Like, type PhoneValue } from '../../ui/phone-field';
import { TextField } from '../../ui/text-field';
import strings from '../../i18n/locales/en-GB/auth.json';
import { useRegister } from './api/register';
import { authFlow } from './auth-flow';
import { AuthForm, FieldRow } from './components/auth-form';
import { AuthLayout } from './components/auth-layout';
import { compact, isEmail, todayIso } from './validation';

const FIELDS = ['first_name', 'last_name', 'dob', 'mobile', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** Registration (spec): names, date of birth, phone with country, email, password; then the code. */
export function SignupScreen() {
  const { t } = useNamespace('auth', strings);
  const tenant = useTenant();
  const navigate = useNavigate();
  const register = useRegister();
  const [form, setForm] = useState({ first_name: '', last_name: '', dob: '', email: '', password: '' });
  const [phone, setPhone] = useState<PhoneValue>({ country: 'gb', number: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const today = todayIso();
  const change = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = () => {
    const problems = compact({
      first_name: !form.first_name.trim() && t('errors.required'),
      last_name: !form.last_name.trim() && t('errors.required'),
      dob: (!form.dob && t('errors.required')) || (form.dob > today && t('errors.dobFuture')),
      mobile: (!phone.number || phone.number.length > MAX_PHONE_DIGITS) && t('errors.phone'),
      email: (!form.email.trim() && t('errors.required')) || (!isEmail(form.email) && t('errors.email')),
      password: (!form.password && t('errors.required')) || (form.password.length < 8 && t('errors.passwordLength')),
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const email = form.email.trim();
    register.mutate(
      { ...form, first_name: form.first_name.trim(), last_name: form.last_name.trim(), email, mobile: toE164Like(phone), subdomain: window.location.hostname },
      {
        onSuccess: () => {
          authFlow.startVerification(email);
          void navigate('/user-otp');
        },
        onError: (error) => setErrors(fieldErrors(error instanceof ApiError ? error.message : '', FIELDS).byField),
      },
    );
  };

  return (
    <AuthLayout
      title={t('signup.title')}
      subtitle={t('signup.subtitle', { name: tenant.name })}
      homeLabel={t('layout.home', { name: tenant.name })}
      footer={<Link to="/user-login">{t('signup.haveAccount')}</Link>}
    >
      <AuthForm onSubmit={submit} submitLabel={t('signup.submit')} busyLabel={t('busy')} pending={register.isPending}>
        <FieldRow>
          <TextField label={t('fields.firstName')} value={form.first_name} onChange={change('first_name')} error={errors.first_name} required autoComplete="given-name" maxLength={60} />
          <TextField label={t('fields.lastName')} value={form.last_name} onChange={change('last_name')} error={errors.last_name} required autoComplete="family-name" maxLength={60} />
        </FieldRow>
        <DateField label={t('fields.dob')} value={form.dob} onChange={change('dob')} max={today} error={errors.dob} required autoComplete="bday" />
        <PhoneField
          label={t('fields.phone')}
          value={phone}
          onChange={setPhone}
          countryLabel={t('fields.country')}
          searchLabel={t('fields.searchCountry')}
          searchPlaceholder={t('fields.searchCountryPlaceholder')}
          noResultsText={t('fields.noCountry')}
          error={errors.mobile}
          required
        />
        <TextField label={t('fields.email')} type="email" value={form.email} onChange={change('email')} error={errors.email} required autoComplete="email" inputMode="email" />
        <PasswordField
          label={t('fields.password')}
          value={form.password}
          onChange={change('password')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          hint={t('reset.hint')}
          error={errors.password}
          autoComplete="new-password"
          required
        />
      </AuthForm>
    </AuthLayout>
  );
}
