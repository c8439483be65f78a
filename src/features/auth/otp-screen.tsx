import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { PROFILE_QUERY_KEY } from '../../api/profile';
import { saveSession } from '../../api/session';
import { useNamespace } from '../../i18n/use-namespace';
import { useTenant } from '../../tenant/tenant-context';
import { Alert } from '../../ui/alert';
import { CodeInput } from '../../ui/code-input';
import { toast } from '../../ui/toast';
import strings from '../../i18n/locales/en-GB/auth.json';
import { useResendOtp } from './api/resend-otp';
import { useSubmitResetCode } from './api/submit-reset-code';
import { useVerifyEmail } from './api/verify-email';
import { authFlow } from './auth-flow';
import { AuthForm } from './components/auth-form';
import { AuthLayout } from './components/auth-layout';

const CODE_LENGTH = 4;

/** Verification (spec): four digit boxes for the emailed code; also the forgot-password code step. */
export function OtpScreen() {
  const { t } = useNamespace('auth', strings);
  const tenant = useTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyEmail();
  const submitResetCode = useSubmitResetCode();
  const resend = useResendOtp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const email = authFlow.email();
  const forgot = authFlow.isForgotFlow();
  const pending = verify.isPending || submitResetCode.isPending;

  const submit = () => {
    if (code.length < CODE_LENGTH) {
      setError(t('errors.allFields'));
      return;
    }
    setError(undefined);
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
        { email, otp: code },
        {
          onSuccess: ({ token, refreshToken, user }) => {
            saveSession(token, refreshToken, user);
            authFlow.finish();
            queryClient.setQueryData(PROFILE_QUERY_KEY, user);
            void navigate('/menu');
          },
        },
      );
    }
  };

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
      {email ? (
        <>
          <AuthForm onSubmit={submit} submitLabel={t('otp.submit')} busyLabel={t('busy')} pending={pending}>
            <CodeInput
              label={t('fields.code')}
              value={code}
              onChange={(next) => {
                setCode(next);
                if (next.length === CODE_LENGTH) setError(undefined);
              }}
              length={CODE_LENGTH}
              digitLabel={(index, total) => t('fields.digit', { n: index + 1, total })}
              error={error}
              autoFocus
            />
          </AuthForm>
          <Resend>
            {t('otp.didNotGetIt')}{' '}
            <button type="button" onClick={sendAgain} disabled={resend.isPending}>
              {t('otp.resend')}
            </button>
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
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.text.link};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: underline;
    cursor: pointer;
  }
  button:disabled { opacity: 0.6; cursor: progress; }
`;
