import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { endSession } from '../api/end-session';
import { PROFILE_QUERY_KEY } from '../api/profile';
import { saveSession } from '../api/session';
import { useForgotPassword, useLogin, useResetPassword, useSubmitResetCode } from '../features/auth';
import { emailText, passwordText, requiredText } from '../lib/form/checks';
import { useAppForm } from '../lib/form/use-app-form';
import { useTenant } from '../tenant/tenant-context';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { PasswordField } from '../ui/password-field';
import { TextField } from '../ui/text-field';
import { useStaffText } from './use-staff-text';

type SignedIn = Awaited<ReturnType<ReturnType<typeof useLogin>['mutateAsync']>>;

/**
 * Staff sign-in at /staff: email and password; the first time (or after forgetting), an emailed
 * code sets the password and signs in. A learner's account is refused here and signed out.
 */
export function StaffSignIn() {
  const t = useStaffText();
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [refused, setRefused] = useState(false);

  const finish = ({ token, refreshToken, user }: SignedIn) => {
    if (user.role !== 'Staff') {
      saveSession(token, refreshToken, user);
      void endSession();
      setRefused(true);
      return;
    }
    setRefused(false);
    queryClient.setQueryData(PROFILE_QUERY_KEY, user);
    saveSession(token, refreshToken, user);
  };

  return (
    <Page>
      <Panel>
        <Brand>
          <img src={tenant.logo} alt="" height={40} />
          {tenant.logoShowsName ? null : <span>{tenant.name}</span>}
        </Brand>
        <h1>{mode === 'password' ? t('signIn.title') : t('signIn.code.title')}</h1>
        <p>{mode === 'password' ? t('signIn.lead') : t('signIn.code.lead')}</p>
        {refused ? (
          <Alert kind="error">
            {t('signIn.notStaff')} <a href="/#/user-login">{t('signIn.learnerSite')}</a>
          </Alert>
        ) : null}
        {mode === 'password' ? (
          <PasswordForm onSignedIn={finish} onFirstTime={() => setMode('code')} />
        ) : (
          <CodeForm onSignedIn={finish} onBack={() => setMode('password')} />
        )}
      </Panel>
    </Page>
  );
}

function PasswordForm({ onSignedIn, onFirstTime }: { onSignedIn: (session: SignedIn) => void; onFirstTime: () => void }) {
  const t = useStaffText();
  const login = useLogin();
  const [problem, setProblem] = useState<string>();
  const schema = useMemo(
    () => z.object({ email: emailText(t('signIn.errors.email'), t('signIn.errors.emailFormat')), password: passwordText(t('signIn.errors.password')) }),
    [t],
  );
  const form = useAppForm(schema, { email: '', password: '' });
  const submit = form.handleSubmit((values) => {
    setProblem(undefined);
    login.mutate(
      { ...values, host: window.location.hostname },
      { onSuccess: onSignedIn, onError: (error) => setProblem(form.showServerErrors(error).join(' ') || undefined) },
    );
  });
  return (
    <Form noValidate onSubmit={submit}>
      {problem ? <Alert kind="error">{problem}</Alert> : null}
      {form.field('email', (field) => (
        <TextField label={t('signIn.email')} type="email" autoComplete="email" {...field} required />
      ))}
      {form.field('password', (field) => (
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          showLabel={t('signIn.show')}
          hideLabel={t('signIn.hide')}
          {...field}
          required
        />
      ))}
      <Button type="submit" size="lg" block busy={login.isPending} busyLabel={t('signIn.busy')}>
        {t('signIn.submit')}
      </Button>
      <Button variant="link" onClick={onFirstTime}>
        {t('signIn.firstTime')}
      </Button>
    </Form>
  );
}

function CodeForm({ onSignedIn, onBack }: { onSignedIn: (session: SignedIn) => void; onBack: () => void }) {
  const t = useStaffText();
  const forgot = useForgotPassword();
  const submitCode = useSubmitResetCode();
  const reset = useResetPassword();
  const login = useLogin();
  const [sentTo, setSentTo] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const schema = useMemo(
    () =>
      z.object({
        email: emailText(t('signIn.errors.email'), t('signIn.errors.emailFormat')),
        otp: sentTo ? requiredText(t('signIn.errors.code')) : z.string(),
        password: sentTo ? passwordText(t('signIn.errors.password'), t('signIn.errors.passwordLength')) : z.string(),
      }),
    [t, sentTo],
  );
  const form = useAppForm(schema, { email: '', otp: '', password: '' });
  const busy = forgot.isPending || submitCode.isPending || reset.isPending || login.isPending;
  const fail = (error: unknown) => setProblem(form.showServerErrors(error).join(' ') || undefined);

  const submit = form.handleSubmit(async ({ email, otp, password }) => {
    setProblem(undefined);
    try {
      if (!sentTo) {
        await forgot.mutateAsync({ email });
        setSentTo(email);
        return;
      }
      const { resetToken } = await submitCode.mutateAsync({ email, otp });
      await reset.mutateAsync({ email, password, resetToken });
      onSignedIn(await login.mutateAsync({ email, password, host: window.location.hostname }));
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {sentTo ? <Alert kind="info">{t('signIn.code.sent', { email: sentTo })}</Alert> : null}
      {problem ? <Alert kind="error">{problem}</Alert> : null}
      {form.field('email', (field) => (
        <TextField label={t('signIn.email')} type="email" autoComplete="email" {...field} readOnly={Boolean(sentTo)} required />
      ))}
      {sentTo ? (
        <>
          {form.field('otp', (field) => (
            <TextField label={t('signIn.code.code')} inputMode="numeric" autoComplete="one-time-code" {...field} required />
          ))}
          {form.field('password', (field) => (
            <PasswordField
              label={t('signIn.code.newPassword')}
              hint={t('signIn.code.newPasswordHint')}
              autoComplete="new-password"
              showLabel={t('signIn.show')}
              hideLabel={t('signIn.hide')}
              {...field}
              required
            />
          ))}
        </>
      ) : null}
      <Button type="submit" size="lg" block busy={busy} busyLabel={sentTo ? t('signIn.code.saving') : t('signIn.code.sending')}>
        {sentTo ? t('signIn.code.save') : t('signIn.code.send')}
      </Button>
      <Button variant="link" onClick={onBack}>
        {t('signIn.code.back')}
      </Button>
    </Form>
  );
}

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.hero};
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: min(100%, 28rem);
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; }
  p { color: ${({ theme }) => theme.color.text.muted}; }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
