import type { CreateTestOptions, MyTest, ReviewDeck } from '../api/practice-types';

// The practice stories' and web tests' answers (typed from the contract; each is checked against it when given).

const id = (n: number) => `6a1f0f3e-3f1e-4f7e-9a51-${String(n).padStart(12, '0')}`;

export const SUBTOPIC = {
  heartFailure: id(11),
  arrhythmias: id(12),
  valves: id(13),
  aki: id(21),
  ckd: id(22),
  asthma: id(31),
} as const;

export const options: CreateTestOptions = {
  maxQuestions: 40,
  secondsPerQuestion: 90,
  modes: ['timed', 'tutor'],
  topics: [
    {
      _id: id(1),
      topic_name: 'Cardiology',
      subtopics: [
        { _id: SUBTOPIC.heartFailure, sub_topic_name: 'Heart failure', counts: { all: 24, unused: 10, wrong: 6, flagged: 2, lowConfidence: 4 } },
        { _id: SUBTOPIC.arrhythmias, sub_topic_name: 'Arrhythmias', counts: { all: 18, unused: 18, wrong: 0, flagged: 0, lowConfidence: 0 } },
        { _id: SUBTOPIC.valves, sub_topic_name: 'Valvular heart disease', counts: { all: 9, unused: 3, wrong: 2, flagged: 1, lowConfidence: 1 } },
      ],
    },
    {
      _id: id(2),
      topic_name: 'Renal medicine',
      subtopics: [
        { _id: SUBTOPIC.aki, sub_topic_name: 'Acute kidney injury', counts: { all: 30, unused: 12, wrong: 5, flagged: 0, lowConfidence: 3 } },
        {
          _id: SUBTOPIC.ckd,
          sub_topic_name: 'Chronic kidney disease and renal replacement therapy',
          counts: { all: 3, unused: 0, wrong: 0, flagged: 0, lowConfidence: 0 },
        },
      ],
    },
    {
      _id: id(3),
      topic_name: 'Respiratory',
      subtopics: [{ _id: SUBTOPIC.asthma, sub_topic_name: 'Asthma', counts: { all: 12, unused: 12, wrong: 0, flagged: 0, lowConfidence: 0 } }],
    },
  ],
};

/** The same pool where the provider offers timed tests only. */
export const timedOnly: CreateTestOptions = { ...options, modes: ['timed'] };

export const BUILT_TEST_ID = id(901);

export const builtTest = {
  _id: BUILT_TEST_ID,
  test_name: 'My test: Cardiology',
  tutor: false,
  number_of_questions: 10,
  duration_in_mins: 15,
  createdAt: '2026-03-14T09:30:00.000Z',
};

export const myTests: MyTest[] = [
  { ...builtTest, open: true, report: null },
  {
    _id: id(902),
    test_name: 'Review deck: 12 questions',
    tutor: true,
    number_of_questions: 12,
    duration_in_mins: 10080,
    createdAt: '2026-03-12T18:05:00.000Z',
    open: false,
    report: { _id: id(952), createdAt: '2026-03-12T18:40:00.000Z', percentage: 66.67 },
  },
  {
    _id: id(903),
    test_name: 'My test: Cardiology, Renal medicine and Respiratory (incorrect and flagged questions from the last month)',
    tutor: false,
    number_of_questions: 40,
    duration_in_mins: 60,
    createdAt: '2026-03-01T07:15:00.000Z',
    open: false,
    report: null,
  },
];

export const deckDue: ReviewDeck = { due: 12, scheduled: 31, nextDue: '2026-03-16T08:00:00.000Z' };
export const deckNoneDue: ReviewDeck = { due: 0, scheduled: 5, nextDue: '2026-03-18T08:00:00.000Z' };
