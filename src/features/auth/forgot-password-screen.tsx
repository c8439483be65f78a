import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { fieldErrors } from '../../api/field-errors';
import { useNamespace } from '../../i18n/use-namespace';
import { useTenant } from '../../tenant/tenant-context';
import { TextField } from '../../ui/text-field';
import strings from '../../i18n/locales/en-GB/auth.json';
import { useForgotPassword } from './api/forgot-password';
import { authFlow } from './auth-flow';
import { AuthForm } from './components/auth-form';
import { AuthLayout } from './components/auth-layout';
import { isEmail } from './validation';

/** Forgot password (spec): an email and Submit; the code then arrives by mail. */
export function ForgotPasswordScreen() {
  const { t } = useNamespace('auth', strings);
  const tenant = useTenant();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState(authFlow.email());
  const [error, setError] = useState<string>();

  const submit = () => {
    const problem = (!email.trim() && t('errors.required')) || (!isEmail(email) && t('errors.email')) || undefined;
    setError(problem);
    if (problem) return;
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: ({ success }) => {
          if (!success) return;
          authFlow.startForgot(email.trim());
          void navigate('/user-otp');
        },
        onError: (e) => setError(fieldErrors(e instanceof ApiError ? e.message : '', ['email'] as const).byField.email),
      },
    );
  };

  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      homeLabel={t('layout.home', { name: tenant.name })}
      footer={<Link to="/user-login">{t('forgot.backToLogin')}</Link>}
    >
      <AuthForm onSubmit={submit} submitLabel={t('forgot.submit')} busyLabel={t('busy')} pending={forgot.isPending}>
        <TextField label={t('fields.email')} type="email" value={email} onChange={setEmail} error={error} required autoComplete="email" inputMode="email" />
      </AuthForm>
    </AuthLayout>
  );
}
