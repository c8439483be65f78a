import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useNamespace } from '../../i18n/use-namespace';
import { afterSignInPath } from '../../lib/chosen-plan';
import { keepReturnPath, returnPathOf } from '../../lib/return-path';
import { emailText, passwordText } from '../../lib/form/checks';
import { useAppForm } from '../../lib/form/use-app-form';
import { useTenant } from '../../tenant/tenant-context';
import { Redirect } from '../../ui/redirect';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import strings from '../../i18n/locales/en-GB/auth.json';
import { useLogin } from './api/login';
import { authFlow } from './auth-flow';
import { AuthForm, InlineLinks } from './components/auth-form';
import { AuthLayout } from './components/auth-layout';
import { AuthPasswordField } from './components/auth-password-field';
import { useFinishSignIn } from './use-finish-sign-in';

/** Login (spec): email and password; a stored token goes straight to the members area (or a chosen plan's checkout). */
export function LoginScreen() {
  const { t } = useNamespace('auth', strings);
  const tenant = useTenant();
  const session = useSession();
  const navigate = useNavigate();
  // The members-area link that sent the learner here (?next=), to go back to once signed in.
  const { search } = useLocation();
  const finishSignIn = useFinishSignIn();
  const login = useLogin();
  const schema = useMemo(() => z.object({ email: emailText(t('errors.required'), t('errors.email')), password: passwordText(t('errors.required')) }), [t]);
  const form = useAppForm(schema, { email: '', password: '' });

  if (session) return <Redirect to={afterSignInPath(returnPathOf(search))} />;

  const submit = form.handleSubmit(({ email, password }) =>
    login.mutate(
      { email, password, host: window.location.hostname },
      {
        onSuccess: ({ token, refreshToken, user }) => finishSignIn(token, refreshToken, user),
        onError: (error) => {
          // Not verified yet: take them to the code screen, where they can ask for a new code.
          if (error instanceof ApiError && error.status === 403) {
            // The form shows no toast (SHOWN_IN_FORM): the why is told on the code screen it opens.
            toast.info(error.message, { forNextScreen: true });
            authFlow.resumeVerification(email);
            void navigate(`/user-otp${keepReturnPath(search)}`);
            return;
          }
          const rest = form.showServerErrors(error).join(' ');
          if (rest) form.setError('root.server', { message: rest });
        },
      },
    ),
  );

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle', { name: tenant.name })}
      homeLabel={t('layout.home', { name: tenant.name })}
      footer={<Link to="/user-signup">{t('login.create')}</Link>}
    >
      <AuthForm
        onSubmit={submit}
        submitLabel={t('login.submit')}
        busyLabel={t('busy')}
        pending={login.isPending}
        error={form.formState.errors.root?.server?.message}
      >
        {form.field('email', (field) => (
          <TextField label={t('fields.email')} type="email" {...field} required autoComplete="username" inputMode="email" />
        ))}
        {form.field('password', (field) => (
          <AuthPasswordField label={t('fields.password')} {...field} autoComplete="current-password" required />
        ))}
        <InlineLinks>
          <Link to="/user-forget-password">{t('login.forgot')}</Link>
        </InlineLinks>
      </AuthForm>
    </AuthLayout>
  );
}
