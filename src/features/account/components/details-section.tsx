import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { fieldErrors } from '../../../api/field-errors';
import type { SessionUser } from '../../../api/session';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { MAX_PHONE_DIGITS, parsePhone, PhoneField, toE164Like, type PhoneValue } from '../../../ui/phone-field';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useUpdateProfile } from '../api/update-profile';
import { AccountSection, Actions, FormGrid } from './account-section';

const FIELDS = ['first_name', 'last_name', 'mobile', 'dob'] as const;
type Field = (typeof FIELDS)[number];
type T = (key: string) => string;

const today = () => new Date().toISOString().slice(0, 10);

/** Basic Details (spec): names, phone and date of birth required; email read-only and disabled. */
export function DetailsSection({ user, t }: { user: SessionUser; t: T }) {
  const update = useUpdateProfile();
  const [form, setForm] = useState({ first_name: user.first_name, last_name: user.last_name, dob: user.dob ?? '' });
  const [phone, setPhone] = useState<PhoneValue>(() => parsePhone(user.mobile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const problems: Partial<Record<Field, string>> = {};
    if (!form.first_name.trim()) problems.first_name = t('errors.required');
    if (!form.last_name.trim()) problems.last_name = t('errors.required');
    if (!phone.number || phone.number.length > MAX_PHONE_DIGITS) problems.mobile = t('errors.phone');
    if (!form.dob) problems.dob = t('errors.required');
    else if (form.dob > today()) problems.dob = t('errors.dobFuture');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    update.mutate(
      { first_name: form.first_name.trim(), last_name: form.last_name.trim(), dob: form.dob, mobile: toE164Like(phone) },
      {
        onSuccess: ({ status }) => toast.success(status),
        onError: (error) => setErrors(fieldErrors(error instanceof ApiError ? error.message : '', FIELDS).byField),
      },
    );
  };

  return (
    <AccountSection id="details-heading" heading={t('details.heading')}>
      <FormGrid noValidate onSubmit={save}>
        <TextField label={t('details.firstName')} value={form.first_name} onChange={change('first_name')} error={errors.first_name} required autoComplete="given-name" maxLength={60} />
        <TextField label={t('details.lastName')} value={form.last_name} onChange={change('last_name')} error={errors.last_name} required autoComplete="family-name" maxLength={60} />
        <PhoneField
          label={t('details.phone')}
          value={phone}
          onChange={setPhone}
          countryLabel={t('details.country')}
          searchLabel={t('details.searchCountry')}
          searchPlaceholder={t('details.searchCountryPlaceholder')}
          noResultsText={t('details.noCountry')}
          error={errors.mobile}
          required
        />
        <DateField label={t('details.dob')} value={form.dob} onChange={change('dob')} max={today()} error={errors.dob} required autoComplete="bday" />
        <div className="wide">
          <TextField label={t('details.email')} type="email" value={user.email} onChange={() => undefined} disabled hint={t('details.emailHint')} />
        </div>
        <Actions>
          <Button type="submit" aria-disabled={update.isPending}>
            {update.isPending ? <Spinner size="sm" label={t('busy')} /> : null}
            {t('details.save')}
          </Button>
        </Actions>
      </FormGrid>
    </AccountSection>
  );
}
