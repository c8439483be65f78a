import { useNamespace } from '../../../i18n/use-namespace';
import strings from '../../../i18n/locales/en-GB/check-answers.json';

/** The check-answers screen's strings (namespace checkAnswers); see use-take-test-text.ts. */
export const useCheckAnswersText = () => useNamespace('checkAnswers', strings).t;
