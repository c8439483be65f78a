import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { passwordText } from '../../../lib/form/checks';
import { useAppForm } from '../../../lib/form/use-app-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { PasswordField } from '../../../ui/password-field';
import { useChangePassword } from '../api/change-password';
import { useAccountText } from '../use-account-text';
import { AccountSection, Actions, FormGrid } from './account-section';

const EMPTY = { old_password: '', password: '', confirm_password: '' };

/**
 * Password & Security (spec): current, new and confirm, each with its own toggle; the spec has
 * the client check none of them against each other (the server does). It shows no success toast
 * for a password change, so success is confirmed in place.
 */
export function PasswordSection() {
  const t = useAccountText();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const schema = useMemo(
    () =>
      z.object({
        old_password: passwordText(t('errors.required')),
        password: passwordText(t('errors.required'), t('errors.passwordLength')),
        confirm_password: passwordText(t('errors.required')),
      }),
    [t],
  );
  const form = useAppForm(schema, EMPTY);

  const save = form.handleSubmit(
    (passwords) => {
      setDone(false);
      change.mutate(passwords, {
        onSuccess: () => {
          form.reset(EMPTY);
          setDone(true);
        },
        onError: form.showServerErrors,
      });
    },
    () => setDone(false),
  );

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: 'current-password' | 'new-password', hint?: string) =>
    form.field(name, (bound) => (
      <PasswordField label={label} {...bound} showLabel={t('password.show')} hideLabel={t('password.hide')} hint={hint} autoComplete={autoComplete} required />
    ));

  return (
    <AccountSection id="password-heading" heading={t('password.heading')}>
      <FormGrid noValidate onSubmit={save}>
        {form.formState.errors.root?.server ? (
          <div className="wide">
            <Alert kind="error">{form.formState.errors.root.server.message}</Alert>
          </div>
        ) : null}
        {done ? (
          <div className="wide">
            <Alert kind="success">{t('password.changed')}</Alert>
          </div>
        ) : null}
        <div className="wide">{field('old_password', t('password.current'), 'current-password')}</div>
        {field('password', t('password.new'), 'new-password', t('password.hint'))}
        {field('confirm_password', t('password.confirm'), 'new-password')}
        <Actions>
          <Button type="submit" busy={change.isPending} busyLabel={t('busy')}>
            {t('password.save')}
          </Button>
        </Actions>
      </FormGrid>
    </AccountSection>
  );
}
