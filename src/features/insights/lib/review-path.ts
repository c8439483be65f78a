/** A past result's review: the check-answers route, viewing that report (spec: viewScore=true views a past result). */
export const reviewPath = (testId: string, reportId: string) => `/menu/tests/check-answers/${testId}?viewScore=true&reportId=${encodeURIComponent(reportId)}`;
