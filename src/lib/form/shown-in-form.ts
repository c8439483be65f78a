/**
 * The `meta` of a form's mutation: its failure is shown in the form, once (useAppForm's
 * showServerErrors: beside each field and above the form), so the query client shows no toast for it.
 */
export const SHOWN_IN_FORM = { shownInForm: true } as const;

/** Whether a mutation's meta marks it as a form's. */
export const isShownInForm = (meta: Record<string, unknown> | undefined): boolean => meta?.shownInForm === true;
