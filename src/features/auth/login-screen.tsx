import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { fieldErrors } from '../../api/field-errors';
import { PROFILE_QUERY_KEY } from '../../api/profile';
import { saveSession, useSession } from '../../api/session';
import { useNamespace } from '../../i18n/use-namespace';
import { useTenant } from '../../tenant/tenant-context';
import { PasswordField } from '../../ui/password-field';
import { Redirect } from '../../ui/redirect';
import { TextField } from '../../ui/text-field';
import strings from '../../i18n/locales/en-GB/auth.json';
import { useLogin } from './api/login';
import { authFlow } from './auth-flow';
import { AuthForm, InlineLinks } from './components/auth-form';
import { AuthLayout } from './components/auth-layout';
import { compact, isEmail } from './validation';

/** Login (spec): email and password; a stored token goes straight to the members area. */
export function LoginScreen() {
  const { t } = useNamespace('auth', strings);
  const tenant = useTenant();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});

  if (session) return <Redirect to="/menu" />;

  const submit = () => {
    const problems = compact({
      email: (!email.trim() && t('errors.required')) || (!isEmail(email) && t('errors.email')),
      password: !password && t('errors.required'),
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    login.mutate(
      { email: email.trim(), password, host: window.location.hostname },
      {
        onSuccess: ({ token, refreshToken, user }) => {
          saveSession(token, refreshToken, user);
          queryClient.setQueryData(PROFILE_QUERY_KEY, user);
          void navigate('/menu');
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.message : '';
          // Not verified yet: take them to the code screen, where they can ask for a new code.
          if (error instanceof ApiError && error.status === 403) {
            authFlow.startVerification(email.trim());
            void navigate('/user-otp');
            return;
          }
          const { byField, rest } = fieldErrors(message, ['email', 'password'] as const);
          setErrors({ ...byField, form: rest.join(' ') || undefined });
        },
      },
    );
  };

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle', { name: tenant.name })}
      homeLabel={t('layout.home', { name: tenant.name })}
      footer={<Link to="/user-signup">{t('login.create')}</Link>}
    >
      <AuthForm onSubmit={submit} submitLabel={t('login.submit')} busyLabel={t('busy')} pending={login.isPending} error={errors.form}>
        <TextField label={t('fields.email')} type="email" value={email} onChange={setEmail} error={errors.email} required autoComplete="username" inputMode="email" />
        <PasswordField
          label={t('fields.password')}
          value={password}
          onChange={setPassword}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          error={errors.password}
          autoComplete="current-password"
          required
        />
        <InlineLinks>
          <Link to="/user-forget-password">{t('login.forgot')}</Link>
        </InlineLinks>
      </AuthForm>
    </AuthLayout>
  );
}
