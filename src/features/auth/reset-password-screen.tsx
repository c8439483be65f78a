import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { fieldErrors } from '../../api/field-errors';
import { useNamespace } from '../../i18n/use-namespace';
import { useTenant } from '../../tenant/tenant-context';
import { Alert } from '../../ui/alert';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import strings from '../../i18n/locales/en-GB/auth.json';
import { useResetPassword } from './api/reset-password';
import { authFlow } from './auth-flow';
import { AuthForm } from './components/auth-form';
import { AuthLayout } from './components/auth-layout';

/** Reset password (spec): the stored email, read-only, and the new password. */
export function ResetPasswordScreen() {
  const { t } = useNamespace('auth', strings);
  const tenant = useTenant();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const email = authFlow.email();
  const resetToken = authFlow.resetToken();

  const submit = () => {
    const problem = password.length < 8 ? t('errors.passwordLength') : undefined;
    setError(problem);
    if (problem) return;
    reset.mutate(
      { email, password, resetToken },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          authFlow.finish();
          void navigate('/user-login');
        },
        onError: (e) => setError(fieldErrors(e instanceof ApiError ? e.message : '', ['password'] as const).byField.password),
      },
    );
  };

  return (
    <AuthLayout
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      homeLabel={t('layout.home', { name: tenant.name })}
      footer={<Link to="/user-login">{t('forgot.backToLogin')}</Link>}
    >
      {email && resetToken ? (
        <AuthForm onSubmit={submit} submitLabel={t('reset.submit')} busyLabel={t('busy')} pending={reset.isPending}>
          <TextField label={t('fields.email')} type="email" value={email} onChange={() => undefined} readOnly autoComplete="username" />
          <PasswordField
            label={t('fields.newPassword')}
            value={password}
            onChange={setPassword}
            showLabel={t('fields.showPassword')}
            hideLabel={t('fields.hidePassword')}
            hint={t('reset.hint')}
            error={error}
            autoComplete="new-password"
            required
            autoFocus
          />
        </AuthForm>
      ) : (
        <Alert kind="info">
          <Link to="/user-forget-password">{t('forgot.title')}</Link>
        </Alert>
      )}
    </AuthLayout>
  );
}
