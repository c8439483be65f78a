import type { ReactElement } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type * as z from 'zod/mini';
import { fieldErrors } from '../../api/field-errors';
import { FormField, type BoundField } from './form-field';

/**
 * Every form of the product is react-hook-form with a zod/mini schema (zod/mini: a few KB in a
 * screen's lazy chunk, where classic zod would cost several times that). The pattern, for the
 * forms to come as for sign-up and My Account:
 *
 *   const schema = useMemo(() => z.object({ email: emailText(t('errors.required'), t('errors.email')) }), [t]);
 *   const form = useAppForm(schema, { email: '' });
 *   <form noValidate onSubmit={form.handleSubmit((values) => call.mutate(values, { onError: form.showServerErrors }))}>
 *     {form.field('email', (field) => <TextField label={…} {...field} />)}
 *
 * Form field names are the API's body fields, so the server's 400 (`fields: { email: 'The email
 * address must be a valid email address.' }`) lands beside its field (showServerErrors).
 *
 * Errors appear on submit and stay until the next submit, and focus stays where the learner
 * left it, as the product's forms have always behaved.
 */
export function useAppForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const fields = Object.keys(defaultValues) as Array<Path<z.input<S>>>;

  /**
   * A failed call's errors in the form, shown once: each refused field's sentence beside its field
   * (the Error body's `fields`, see api/field-errors), and the rest as the form's own message
   * (`errors.root.server`, which the form shows above its fields). Returns that rest. The call's
   * mutation is marked `meta: SHOWN_IN_FORM`, so no toast repeats it.
   */
  const showServerErrors = (error: unknown): string[] => {
    const { byField, rest } = fieldErrors(error, fields);
    for (const field of fields) {
      const message = byField[field];
      if (message) form.setError(field, { type: 'server', message });
    }
    if (rest.length) form.setError('root.server', { type: 'server', message: rest.join(' ') });
    return rest;
  };

  /** One of the ui fields bound to this form by name: form.field('email', (field) => <TextField label={…} {...field} />). */
  const field = <N extends Path<z.input<S>>>(name: N, render: (bound: BoundField<PathValue<z.input<S>, N>>) => ReactElement) => (
    <FormField control={form.control} name={name} render={render} />
  );

  return { ...form, showServerErrors, field };
}
