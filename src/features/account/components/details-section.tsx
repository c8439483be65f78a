import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { SessionUser } from '../../../api/session';
import { pastDate, requiredText, todayIso } from '../../../lib/form/checks';
import { phoneNumber } from '../../../lib/form/phone-check';
import { useAppForm } from '../../../lib/form/use-app-form';
import { useTenant } from '../../../tenant/tenant-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { DateField } from '../../../ui/date-field';
import { parsePhone, PhoneField, toE164 } from '../../../ui/phone-field';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useUpdateProfile } from '../api/update-profile';
import { useAccountText } from '../use-account-text';
import { AccountSection, Actions, FormGrid } from './account-section';

/**
 * Basic Details (spec): names, phone and date of birth required; email read-only and disabled;
 * and, where the provider has a leaderboard, whether other learners see the learner's name on it.
 */
export function DetailsSection({ user }: { user: SessionUser }) {
  const t = useAccountText();
  const { features } = useTenant();
  const update = useUpdateProfile({ inForm: true });
  const schema = useMemo(
    () =>
      z.object({
        first_name: requiredText(t('errors.required')),
        last_name: requiredText(t('errors.required')),
        mobile: phoneNumber(t('errors.phone'), (country, dialCode) => t('errors.phoneInvalid', { country, dialCode })),
        dob: pastDate(t('errors.required'), t('errors.dobFuture')),
        leaderboard_name_hidden: z.boolean(),
      }),
    [t],
  );
  const form = useAppForm(schema, {
    first_name: user.first_name,
    last_name: user.last_name,
    mobile: parsePhone(user.mobile),
    dob: user.dob ?? '',
    // A user stored by an older version of the app has no such field.
    leaderboard_name_hidden: Boolean(user.leaderboard_name_hidden),
  });

  const save = form.handleSubmit(({ mobile, leaderboard_name_hidden, ...details }) => {
    const choice = features.leaderboard ? { leaderboard_name_hidden } : {};
    update.mutate({ ...details, ...choice, mobile: toE164(mobile) }, { onSuccess: ({ status }) => toast.success(status), onError: form.showServerErrors });
  });

  return (
    <AccountSection id="details-heading" heading={t('details.heading')}>
      <FormGrid noValidate onSubmit={save}>
        {form.formState.errors.root?.server ? (
          <div className="wide">
            <Alert kind="error">{form.formState.errors.root.server.message}</Alert>
          </div>
        ) : null}
        {form.field('first_name', (field) => (
          <TextField label={t('details.firstName')} {...field} required autoComplete="given-name" maxLength={60} />
        ))}
        {form.field('last_name', (field) => (
          <TextField label={t('details.lastName')} {...field} required autoComplete="family-name" maxLength={60} />
        ))}
        {form.field('mobile', (field) => (
          <PhoneField
            label={t('details.phone')}
            {...field}
            countryLabel={t('details.country')}
            searchLabel={t('details.searchCountry')}
            searchPlaceholder={t('details.searchCountryPlaceholder')}
            noResultsText={t('details.noCountry')}
            required
          />
        ))}
        {form.field('dob', (field) => (
          <DateField label={t('details.dob')} {...field} max={todayIso()} required autoComplete="bday" />
        ))}
        <div className="wide">
          <TextField label={t('details.email')} type="email" value={user.email} onChange={() => undefined} disabled hint={t('details.emailHint')} />
        </div>
        {features.leaderboard
          ? form.field('leaderboard_name_hidden', (field) => (
              <CheckboxField className="wide" label={t('details.hideName')} hint={t('details.hideNameHint')} {...field} />
            ))
          : null}
        <Actions>
          <Button type="submit" busy={update.isPending} busyLabel={t('busy')}>
            {t('details.save')}
          </Button>
        </Actions>
      </FormGrid>
    </AccountSection>
  );
}
