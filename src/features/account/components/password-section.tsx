import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { fieldErrors } from '../../../api/field-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { PasswordField } from '../../../ui/password-field';
import { Spinner } from '../../../ui/spinner';
import { useChangePassword } from '../api/change-password';
import { AccountSection, Actions, FormGrid } from './account-section';

const FIELDS = ['old_password', 'password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];
type T = (key: string) => string;

/**
 * Password & Security (spec): current, new and confirm, each with its own toggle. The spec shows
 * no success toast for a password change, so success is confirmed in place.
 */
export function PasswordSection({ t }: { t: T }) {
  const change = useChangePassword();
  const empty = { old_password: '', password: '', confirm_password: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState(false);
  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const problems: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (!form[field]) problems[field] = t('errors.required');
    if (form.password && form.password.length < 8) problems.password = t('errors.passwordLength');
    setErrors(problems);
    setDone(false);
    if (Object.keys(problems).length > 0) return;
    change.mutate(form, {
      onSuccess: () => {
        setForm(empty);
        setDone(true);
      },
      onError: (error) => setErrors(fieldErrors(error instanceof ApiError ? error.message : '', FIELDS).byField),
    });
  };

  const field = (name: Field, label: string, autoComplete: 'current-password' | 'new-password', hint?: string) => (
    <PasswordField label={label} value={form[name]} onChange={set(name)} showLabel={t('password.show')} hideLabel={t('password.hide')} error={errors[name]} hint={hint} autoComplete={autoComplete} required />
  );

  return (
    <AccountSection id="password-heading" heading={t('password.heading')}>
      <FormGrid noValidate onSubmit={save}>
        {done ? (
          <div className="wide">
            <Alert kind="success">{t('password.changed')}</Alert>
          </div>
        ) : null}
        <div className="wide">{field('old_password', t('password.current'), 'current-password')}</div>
        {field('password', t('password.new'), 'new-password', t('password.hint'))}
        {field('confirm_password', t('password.confirm'), 'new-password')}
        <Actions>
          <Button type="submit" aria-disabled={change.isPending}>
            {change.isPending ? <Spinner size="sm" label={t('busy')} /> : null}
            {t('password.save')}
          </Button>
        </Actions>
      </FormGrid>
    </AccountSection>
  );
}
