import { apiHandler, type ApiAnswer, type ApiHandler } from '../../../tests/support/api-handlers';
import type { CreateTestOptions, MyTest, ReviewDeck } from './api/practice-types';
import { builtTest, deckDue, myTests as someTests, options as pool } from './components/story-fixtures';

type Pending = 'pending';

interface Answers {
  options?: CreateTestOptions | ApiAnswer<'/api/practice/create-test-options', 'get'> | Pending;
  myTests?: MyTest[] | ApiAnswer<'/api/practice/my-tests', 'get'> | Pending;
  deck?: ReviewDeck | ApiAnswer<'/api/practice/review-deck', 'get'> | Pending;
  create?: ApiAnswer<'/api/practice/create-test', 'post'> | Pending;
  review?: ApiAnswer<'/api/practice/review-test', 'post'> | Pending;
}

/** An answer given as it is ('pending' or a status and body), else the fixture itself. */
const isAnswer = (value: unknown): value is Pending | { body: unknown } =>
  value === 'pending' || (typeof value === 'object' && value !== null && !Array.isArray(value) && 'body' in value);

/**
 * The practice screens' calls, typed from the contract: the Create Test options, the learner's
 * tests, the review deck, and the two that build a test (201 with the built test unless said).
 * Shared by the stories (stubFetch) and the web tests (stubApi).
 */
export function practiceHandlers({ options = pool, myTests = someTests, deck = deckDue, create, review }: Answers = {}): ApiHandler[] {
  return [
    apiHandler('/api/practice/create-test-options', 'get', () => (isAnswer(options) ? options : { body: options })),
    apiHandler('/api/practice/my-tests', 'get', () => (isAnswer(myTests) ? myTests : { body: { tests: myTests } })),
    apiHandler('/api/practice/review-deck', 'get', () => (isAnswer(deck) ? deck : { body: deck })),
    apiHandler('/api/practice/create-test', 'post', () => create ?? { status: 201, body: builtTest }),
    apiHandler(
      '/api/practice/review-test',
      'post',
      () => review ?? { status: 201, body: { ...builtTest, test_name: 'Review deck: 12 questions', tutor: false } },
    ),
  ];
}
