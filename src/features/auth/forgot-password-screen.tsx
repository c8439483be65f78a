import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useNamespace } from '../../i18n/use-namespace';
import { emailText } from '../../lib/form/checks';
import { useAppForm } from '../../lib/form/use-app-form';
import { useTenant } from '../../tenant/tenant-context';
import { TextField } from '../../ui/text-field';
import strings from '../../i18n/locales/en-GB/auth.json';
import { useForgotPassword } from './api/forgot-password';
import { authFlow } from './auth-flow';
import { AuthForm } from './components/auth-form';
import { AuthLayout } from './components/auth-layout';

/** Forgot password (spec): an email and Submit; the code then arrives by mail. */
export function ForgotPasswordScreen() {
  const { t } = useNamespace('auth', strings);
  const tenant = useTenant();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const schema = useMemo(() => z.object({ email: emailText(t('errors.required'), t('errors.email')) }), [t]);
  const form = useAppForm(schema, { email: authFlow.email() });

  const submit = form.handleSubmit(({ email }) =>
    forgot.mutate(
      { email },
      {
        onSuccess: ({ success }) => {
          if (!success) return;
          authFlow.startForgot(email);
          void navigate('/user-otp');
        },
        onError: form.showServerErrors,
      },
    ),
  );

  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      homeLabel={t('layout.home', { name: tenant.name })}
      footer={<Link to="/user-login">{t('forgot.backToLogin')}</Link>}
    >
      <AuthForm
        onSubmit={submit}
        submitLabel={t('forgot.submit')}
        busyLabel={t('busy')}
        pending={forgot.isPending}
        error={form.formState.errors.root?.server?.message}
      >
        {form.field('email', (field) => (
          <TextField label={t('fields.email')} type="email" {...field} required autoComplete="email" inputMode="email" />
        ))}
      </AuthForm>
    </AuthLayout>
  );
}
