import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useNamespace } from '../../i18n/use-namespace';
import { passwordText } from '../../lib/form/checks';
import { useAppForm } from '../../lib/form/use-app-form';
import { useTenant } from '../../tenant/tenant-context';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import strings from '../../i18n/locales/en-GB/auth.json';
import { useResetPassword } from './api/reset-password';
import { authFlow } from './auth-flow';
import { AuthForm } from './components/auth-form';
import { AuthLayout } from './components/auth-layout';
import { AuthPasswordField } from './components/auth-password-field';

/** Reset password (spec): the stored email, read-only, and the new password. */
export function ResetPasswordScreen() {
  const { t } = useNamespace('auth', strings);
  const tenant = useTenant();
  const navigate = useNavigate();
  const reset = useResetPassword();
  // An empty password is too short as well: one message, the hint's, for both.
  const schema = useMemo(() => z.object({ password: passwordText(t('errors.passwordLength'), t('errors.passwordLength')) }), [t]);
  const form = useAppForm(schema, { password: '' });
  const email = authFlow.email();
  const resetToken = authFlow.resetToken();

  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { email, password, resetToken },
      {
        onSuccess: ({ message }) => {
          // The sign-in screen it opens shows it.
          toast.success(message, { forNextScreen: true });
          authFlow.finish();
          void navigate('/user-login');
        },
        onError: form.showServerErrors,
      },
    ),
  );

  return (
    <AuthLayout
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      homeLabel={t('layout.home', { name: tenant.name })}
      footer={<Link to="/user-login">{t('forgot.backToLogin')}</Link>}
    >
      {email && resetToken ? (
        <AuthForm
          onSubmit={submit}
          submitLabel={t('reset.submit')}
          busyLabel={t('busy')}
          pending={reset.isPending}
          error={form.formState.errors.root?.server?.message}
        >
          <TextField label={t('fields.email')} type="email" value={email} onChange={() => undefined} readOnly autoComplete="username" />
          {form.field('password', (field) => (
            <AuthPasswordField label={t('fields.newPassword')} {...field} hint={t('reset.hint')} autoComplete="new-password" required autoFocus />
          ))}
        </AuthForm>
      ) : (
        <Alert kind="info">
          <Link to="/user-forget-password">{t('forgot.title')}</Link>
        </Alert>
      )}
    </AuthLayout>
  );
}
