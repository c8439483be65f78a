import type { components } from '../../openapi/schema.gen';
import type { LocalAttempt } from '../features/test-taking/lib/local-attempt';
import { QUESTION_STAND_INS as MARKS } from '../app/first-screens/stand-ins';

type OpenedTest = components['schemas']['GetTestResponse'];
type Progress = Pick<LocalAttempt, 'answers' | 'currentQuestion' | 'savedAt'>;

/** NodeFilter.SHOW_TEXT. */
const TEXT = 4;

/** Whether a stored copy of the answers is one for these questions. */
const fits = <Copy extends Partial<Progress>>(copy: Copy | null | undefined, total: number): copy is Copy & Progress =>
  Boolean(copy && Array.isArray(copy.answers) && copy.answers.length === total);

/** This device's copy of the attempt's answers (src/features/test-taking/lib/local-attempt.ts), as stored. */
function localCopy(opened: OpenedTest): Partial<LocalAttempt> | null {
  try {
    const key = `answers_${opened.test._id}${opened.attempt.mode === 'practice' ? '' : `_${opened.attempt.mode}`}`;
    return JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<LocalAttempt> | null;
  } catch {
    return null;
  }
}

/**
 * Take test's first screen holds its question card, hidden, drawn for a stand-in question
 * (src/app/first-screens/take-test-first-screen.tsx): fills it in with the question the app will
 * open on (as src/features/test-taking/lib/resume.ts picks it) and shows it. Only a question the
 * card shows as the app will: no figures and no parts, nothing chosen, flagged or rated yet; any
 * other stays a placeholder until the app draws it. True when the card is filled and shown.
 */
export function fillQuestionCard(opened: OpenedTest, shell: Element | undefined): boolean {
  const slot = shell?.isConnected ? shell.querySelector('[data-first-question]') : null;
  const card = slot?.querySelector<HTMLElement>('[hidden]');
  const questions = opened.test.questions_reference;
  const total = questions.length;
  if (!slot || !card || !total) return false;
  const { attempt } = opened;
  const local = localCopy(opened);
  const saved = attempt.progress;
  // The newer of this device's copy (of this attempt) and the server's, as the app resumes.
  const from =
    fits(local, total) && local.startedAt === attempt.startedAt && (!fits(saved, total) || Date.parse(local.savedAt) > Date.parse(saved.savedAt))
      ? local
      : fits(saved, total)
        ? saved
        : null;
  const at = from ? Math.min(Math.max(0, from.currentQuestion || 0), total - 1) : 0;
  const question = questions[at]!;
  const state = from ? from.answers[at] : null;
  if (question.images.length || question.question_type === 'Sub Questions' || !question.options.length) return false;
  if (state && (state.questionFlagged || (state.selectedOption !== null && state.selectedOption !== undefined) || state.selectedOptions?.length)) return false;
  if (state?.confidence && state.confidence !== slot.getAttribute('data-confidence')) return false;
  const multiple = question.question_type === 'Multiple Choice Question';
  const texts: Text[] = [];
  const walker = document.createTreeWalker(card, TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  let option: Text | null = null;
  for (const text of texts) {
    if (text.data.indexOf(MARKS.question) >= 0) (text.parentNode as Element).innerHTML = question.question;
    else if (text.data.indexOf(MARKS.option) >= 0) option = text;
    else if (multiple && text.data === slot.getAttribute('data-choose-one')) text.data = slot.getAttribute('data-choose-all')!;
    else if (at === total - 1 && text.data === slot.getAttribute('data-next')) text.data = slot.getAttribute('data-submit')!;
    else text.data = text.data.replace(MARKS.number, String(at + 1)).replace(MARKS.total, String(total));
  }
  if (!option) return false;
  // The option's row, lettered A: one for each option, lettered in turn.
  let row: Node | null = option.parentNode;
  while (row && row.nodeName !== 'LABEL') row = row.parentNode;
  if (!row) return false;
  const rows = row.parentNode!;
  for (let o = 0; o < question.options.length; o++) {
    const copy = row.cloneNode(true) as Element;
    const letter = String.fromCharCode(65 + o);
    const inner = document.createTreeWalker(copy, TEXT);
    for (let t = inner.nextNode() as Text | null; t; t = inner.nextNode() as Text | null) {
      if (t.data === 'A') t.data = letter;
      else if (t.data.indexOf(MARKS.option) >= 0) t.data = question.options[o]!;
    }
    copy.querySelector('input')!.type = multiple ? 'checkbox' : 'radio';
    rows.insertBefore(copy, row);
  }
  rows.removeChild(row);
  if (at > 0) card.querySelector<HTMLButtonElement>('button[disabled]')!.disabled = false;
  slot.removeChild(slot.firstChild!);
  card.hidden = false;
  return true;
}
