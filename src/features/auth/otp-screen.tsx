import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { useNamespace } from '../../i18n/use-namespace';
import { useAppForm } from '../../lib/form/use-app-form';
import { useTenant } from '../../tenant/tenant-context';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CodeInput } from '../../ui/code-input';
import { toast } from '../../ui/toast';
import strings from '../../i18n/locales/en-GB/auth.json';
import { useResendOtp } from './api/resend-otp';
import { useSubmitResetCode } from './api/submit-reset-code';
import { useVerifyEmail } from './api/verify-email';
import { authFlow } from './auth-flow';
import { AuthForm } from './components/auth-form';
import { AuthLayout } from './components/auth-layout';
import { useFinishSignIn } from './use-finish-sign-in';

const CODE_LENGTH = 4;

/** Verification (spec): four digit boxes for the emailed code; also the forgot-password code step. */
export function OtpScreen() {
  const { t } = useNamespace('auth', strings);
  const tenant = useTenant();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const verify = useVerifyEmail();
  const submitResetCode = useSubmitResetCode();
  const resend = useResendOtp();
  const schema = useMemo(() => z.object({ code: z.string().check(z.length(CODE_LENGTH, t('errors.allFields'))) }), [t]);
  const form = useAppForm(schema, { code: '' });
  const email = authFlow.email();
  const registration = authFlow.registration();
  const forgot = authFlow.isForgotFlow();
  const pending = verify.isPending || submitResetCode.isPending;

  const submit = form.handleSubmit(({ code }) => {
    if (forgot) {
      submitResetCode.mutate(
        { email, otp: code },
        {
          onSuccess: ({ resetToken }) => {
            authFlow.codeAccepted(resetToken);
            void navigate('/user-reset-password');
          },
        },
      );
    } else {
      verify.mutate(
        { email, otp: code, registration },
        {
          onSuccess: ({ token, refreshToken, user }) => {
            authFlow.finish();
            finishSignIn(token, refreshToken, user);
          },
        },
      );
    }
  });

  const sendAgain = () => resend.mutate({ email }, { onSuccess: ({ message }) => toast.success(message) });

  return (
    <AuthLayout
      title={forgot ? t('otp.resetTitle') : t('otp.title')}
      homeLabel={t('layout.home', { name: tenant.name })}
      subtitle={
        email ? (
          <>
            {t('otp.sentTo')} <strong>{email}</strong>
          </>
        ) : undefined
      }
      footer={<Link to="/user-login">{t('otp.backToLogin')}</Link>}
    >
      {email && !forgot && !registration ? (
        <Alert kind="info">
          {t('otp.noSignUp')} <Link to="/user-signup">{t('login.create')}</Link>
        </Alert>
      ) : email ? (
        <>
          <AuthForm onSubmit={submit} submitLabel={t('otp.submit')} busyLabel={t('busy')} pending={pending}>
            {form.field('code', ({ value, onChange, ref, error }) => (
              <CodeInput
                ref={ref}
                label={t('fields.code')}
                value={value}
                onChange={(next) => {
                  onChange(next);
                  // A complete code clears 'All fields required' at once.
                  if (next.length === CODE_LENGTH) form.clearErrors('code');
                }}
                length={CODE_LENGTH}
                digitLabel={(index, total) => t('fields.digit', { n: index + 1, total })}
                error={error}
                autoFocus
              />
            ))}
          </AuthForm>
          <Resend>
            {t('otp.didNotGetIt')}{' '}
            <Button variant="link" onClick={sendAgain} disabled={resend.isPending}>
              {t('otp.resend')}
            </Button>
          </Resend>
        </>
      ) : (
        <Alert kind="info">
          {t('otp.noEmail')} <Link to="/user-signup">{t('login.create')}</Link>
        </Alert>
      )}
    </AuthLayout>
  );
}

const Resend = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
`;
