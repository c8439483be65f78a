/**
 * Shared data of the insights stories and tests: what the insights calls answer, as the server
 * sends it. Original content. Dates are fixed (no clock), oldest months first where the API says so.
 */
import type { SessionUser } from '../../../api/session';
import type {
  CalibrationData,
  CalibrationLevel,
  ConfidenceChartData,
  DashboardData,
  DashboardReport,
  DashboardTest,
  DashboardTicket,
  LeaderboardEntry,
  MonthlyCount,
  PieChartData,
  ProficiencyDetail,
  ProficiencyListItem,
} from '../api/insight-types';

/** A stable, valid v4-shaped uuid for fixture n. */
export const fixtureId = (n: number) => `8a3e6c20-4b1f-4d7a-9c5e-${n.toString(16).padStart(12, '0')}`;

export const SUBDOMAIN = fixtureId(900);

/** The signed-in learner the dashboard welcomes. */
export const learner: SessionUser = {
  _id: fixtureId(901),
  first_name: 'Priya',
  last_name: 'Natarajan',
  mobile: '+447700900123',
  dob: '1998-04-12',
  email: 'priya.natarajan@example.com',
  profile_url: '/default-profile.svg',
  subdomain: SUBDOMAIN,
  is_active_plan: true,
  role: 'User',
  leaderboard_name_hidden: false,
};

/** Test names, one longer than the 30 characters tables show (spec section 9). */
export const LONG_TEST_NAME = 'Paediatric Emergencies and Safeguarding Mock';
/** LONG_TEST_NAME as a table shows it. */
export const LONG_TEST_NAME_CUT = 'Paediatric Emergencies and Saf…';

const ref = (id: number, test_name: string, test_type: 'Exam' | 'Quiz', number_of_questions: number) => ({
  _id: fixtureId(id),
  test_name,
  test_type,
  number_of_questions,
});

/** The 5 latest results, newest first. */
export const reports: DashboardReport[] = [
  { _id: fixtureId(101), test: ref(1, LONG_TEST_NAME, 'Exam', 50), total: 50, correct_answers: 38, percentage: 76, createdAt: '2026-03-12T10:15:00.000Z' },
  {
    _id: fixtureId(102),
    test: ref(2, 'Renal Physiology Quick Quiz', 'Quiz', 15),
    total: 15,
    correct_answers: 11,
    percentage: 73.33,
    createdAt: '2026-03-09T18:40:00.000Z',
  },
  {
    _id: fixtureId(103),
    test: ref(3, 'Acute Medicine Mock Exam A', 'Exam', 40),
    total: 40,
    correct_answers: 22,
    percentage: 55,
    createdAt: '2026-02-27T08:05:00.000Z',
  },
  {
    _id: fixtureId(104),
    test: ref(4, 'Pharmacology Fundamentals', 'Quiz', 25),
    total: 25,
    correct_answers: 9,
    percentage: 36,
    createdAt: '2026-02-14T20:30:00.000Z',
  },
  {
    _id: fixtureId(105),
    test: ref(5, 'Cardiac Arrhythmias Drill', 'Quiz', 12),
    total: 12,
    correct_answers: 10,
    percentage: 83.33,
    createdAt: '2026-01-30T07:45:00.000Z',
  },
];

const test = (
  id: number,
  test_name: string,
  test_type: 'Exam' | 'Quiz',
  duration_in_mins: number,
  number_of_questions: number,
  attempted: boolean,
  createdAt: string,
): DashboardTest => ({
  _id: fixtureId(id),
  test_name,
  test_type,
  status: 'Active',
  duration_in_mins,
  number_of_questions,
  attempted,
  createdAt,
  subdomain_reference: { _id: SUBDOMAIN, sub_domain_name: 'Ward Round' },
});

/** The newest tests: an Exam not taken yet, a Quiz taken, an Exam taken (no way back in), and two more. */
export const tests: DashboardTest[] = [
  test(11, 'Endocrinology and Diabetes Practice Paper 3', 'Exam', 90, 60, false, '2026-03-14T09:00:00.000Z'),
  test(2, 'Renal Physiology Quick Quiz', 'Quiz', 20, 15, true, '2026-03-08T09:00:00.000Z'),
  test(3, 'Acute Medicine Mock Exam A', 'Exam', 60, 40, true, '2026-02-20T09:00:00.000Z'),
  test(12, 'Haematology Rapid Review', 'Quiz', 15, 10, false, '2026-02-18T09:00:00.000Z'),
  test(4, 'Pharmacology Fundamentals', 'Quiz', 30, 25, true, '2026-02-01T09:00:00.000Z'),
];

const topics = [
  { _id: fixtureId(801), topic_name: 'Question bank' },
  { _id: fixtureId(802), topic_name: 'Technical problem' },
];

const ticket = (n: number, subject: string, status: DashboardTicket['status'], createdAt: string): DashboardTicket => ({
  _id: fixtureId(300 + n),
  unread: false,
  topic: topics[n % 2]!,
  subject,
  description: 'Details of the problem as the learner described it.',
  status,
  createdAt,
  subdomain: SUBDOMAIN,
  to: null,
  image: null,
  user: { _id: learner._id, first_name: learner.first_name, last_name: learner.last_name },
});

/** The learner's newest tickets. */
export const tickets: DashboardTicket[] = [
  ticket(1, 'Question 12 of the renal quiz has two right answers', 'Open', '2026-03-11T14:20:00.000Z'),
  ticket(2, 'Timer reset when I changed tabs', 'Pending', '2026-03-02T11:05:00.000Z'),
  ticket(3, 'How do I download my certificate?', 'Closed', '2026-02-16T16:50:00.000Z'),
];

export const dashboard: DashboardData = {
  totalExam: { count: 24, attempted: 9, attemptedPercentage: 37.5 },
  exam: { count: 10, attempted: 3, attemptedPercentage: 30 },
  quiz: { count: 14, attempted: 6, attemptedPercentage: 42.86 },
  reports,
  tests,
  tickets,
};

/** A learner who has just joined: tests exist, nothing taken, nothing asked. */
export const newLearnerDashboard: DashboardData = {
  totalExam: { count: 24, attempted: 0, attemptedPercentage: 0 },
  exam: { count: 10, attempted: 0, attemptedPercentage: 0 },
  quiz: { count: 14, attempted: 0, attemptedPercentage: 0 },
  reports: [],
  tests: tests.map((t) => ({ ...t, attempted: false })),
  tickets: [],
};

/** The 5 rows around the learner: 2 above, 'You', 2 below. */
export const leaderboard: LeaderboardEntry[] = [
  { rank: 6, name: 'Oliver B.', performance: 81.25, attemptedPercentage: 70.83 },
  { rank: 7, name: 'Sofia M.', performance: 78.4, attemptedPercentage: 62.5 },
  { rank: 8, name: 'You', performance: 76.125, attemptedPercentage: 37.5 },
  { rank: 9, name: 'Kwame A.', performance: 71.9, attemptedPercentage: 58.33 },
  { rank: 10, name: 'Hannah L.', performance: 64.05, attemptedPercentage: 25 },
];

/** A provider that names learners by initials, where two learners sharing a rank hide their names. */
export const leaderboardWithHiddenNames: LeaderboardEntry[] = [
  { rank: 6, name: 'Learner', performance: 81.25, attemptedPercentage: 70.83 },
  { rank: 6, name: 'Learner', performance: 81.25, attemptedPercentage: 54.17 },
  { rank: 8, name: 'You', performance: 76.125, attemptedPercentage: 37.5 },
  { rank: 9, name: 'K. A.', performance: 71.9, attemptedPercentage: 58.33 },
  { rank: 10, name: 'H. L.', performance: 64.05, attemptedPercentage: 25 },
];

/** The top of the board, as a learner without results sees it (they are not ranked). */
export const leaderboardTop: LeaderboardEntry[] = [
  { rank: 1, name: 'Grace H.', performance: 96.5, attemptedPercentage: 91.67 },
  { rank: 2, name: 'Learner', performance: 93.33, attemptedPercentage: 83.33 },
  { rank: 3, name: 'Tomasz W.', performance: 90.2, attemptedPercentage: 75 },
  { rank: 3, name: 'Aisha K.', performance: 90.2, attemptedPercentage: 62.5 },
  { rank: 5, name: 'Oliver B.', performance: 88.75, attemptedPercentage: 87.5 },
];

/** Past exam results, newest first, one in each colour band. */
export const proficiencyList: ProficiencyListItem[] = [
  {
    _id: fixtureId(101),
    test: { _id: fixtureId(1), test_name: LONG_TEST_NAME, duration_in_mins: 75 },
    total: 50,
    correct_answers: 38,
    percentage: 76,
    createdAt: '2026-03-12T10:15:00.000Z',
  },
  {
    _id: fixtureId(103),
    test: { _id: fixtureId(3), test_name: 'Acute Medicine Mock Exam A', duration_in_mins: 60 },
    total: 40,
    correct_answers: 22,
    percentage: 55,
    createdAt: '2026-02-27T08:05:00.000Z',
  },
  {
    _id: fixtureId(106),
    test: { _id: fixtureId(6), test_name: 'Respiratory Medicine Mock', duration_in_mins: 60 },
    total: 45,
    correct_answers: 28,
    percentage: 62.22,
    createdAt: '2026-01-19T13:00:00.000Z',
  },
  {
    _id: fixtureId(107),
    test: { _id: fixtureId(7), test_name: 'Gastroenterology Mock Exam', duration_in_mins: 45 },
    total: 30,
    correct_answers: 11,
    percentage: 36.67,
    createdAt: '2025-12-05T17:25:00.000Z',
  },
];

/** The first report's topics: percentages as the server computes them (the screen shows 2 decimals). */
export const proficiencyDetail: ProficiencyDetail = {
  exam_name: LONG_TEST_NAME,
  overall_percentage: 76,
  topic_wise: [
    {
      topic: 'Neonatology',
      percent: 200 / 3,
      subtopic: [
        { subtopic: 'Neonatal jaundice', percent: 75 },
        { subtopic: 'Respiratory distress', percent: 100 / 3 },
        { subtopic: 'Feeding problems', percent: 87.5 },
      ],
    },
    {
      topic: 'Child protection',
      percent: 91.66666666666667,
      subtopic: [
        { subtopic: 'Recognising abuse', percent: 100 },
        { subtopic: 'Information sharing', percent: 83.33333333333333 },
      ],
    },
    {
      topic: 'Acute illness',
      percent: 38.46153846153846,
      subtopic: [
        { subtopic: 'Sepsis', percent: 50 },
        { subtopic: 'Febrile seizures', percent: 0 },
      ],
    },
  ],
};

const MONTHS = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

/** Tests taken per month, the last 12 months, oldest first (57 in all). */
export const testsPerMonth: MonthlyCount[] = MONTHS.map((month, i) => ({ month, count: [2, 0, 3, 5, 4, 1, 6, 7, 5, 8, 9, 7][i]! }));
/** Questions attempted per month (1176 in all). */
export const questionsPerMonth: MonthlyCount[] = MONTHS.map((month, i) => ({ month, count: [40, 0, 55, 110, 80, 15, 120, 140, 95, 160, 196, 165][i]! }));
/** A new learner's months: all there, all zero. */
export const emptyMonths: MonthlyCount[] = MONTHS.map((month) => ({ month, count: 0 }));

/** The latest test's confidence doughnut. */
export const confidencePie: PieChartData = {
  confidence: 72.5,
  confidence_answers: 40,
  test_name: LONG_TEST_NAME,
  total: 50,
  correct_answer: 38,
  graphdata: [72.5, 27.5],
};

/** Confidence, performance (%) and time taken (minutes) of the last 5 tests, oldest first. */
export const confidenceSeries: ConfidenceChartData = {
  xLabels: ['Cardiac Arrhythmias Drill', 'Pharmacology Fundamentals', 'Acute Medicine Mock Exam A', 'Renal Physiology Quick Quiz', LONG_TEST_NAME],
  pData: [80, 45, 60.5, 70, 72.5],
  uData: [83.33, 36, 55, 73.33, 76],
  qData: [9.5, 21.25, 48, 14.75, 66.3],
};

export const emptyConfidenceSeries: ConfidenceChartData = { xLabels: [], pData: [], uData: [], qData: [] };

const level = (name: CalibrationLevel['level'], expected: number, answers: number, correct: number): CalibrationLevel => ({
  level: name,
  expected,
  answers,
  correct,
  accuracy: answers === 0 ? null : Math.round((correct / answers) * 10000) / 100,
});

/** One month's four levels, in the API's order. */
const month = (m: string, counts: Array<[number, number]>) => ({
  month: m,
  levels: (['I KNOW IT', 'THINK SO', 'NOT SURE', 'NO IDEA'] as const).map((name, i) => level(name, [100, 67, 33, 0][i]!, counts[i]![0], counts[i]![1])),
});

/**
 * Calibration: sure answers right less often than promised (over-confident), THINK SO about
 * right, NOT SURE right more often than feared (under-confident), NO IDEA too rare to judge.
 */
export const calibration: CalibrationData = {
  overall: [level('I KNOW IT', 100, 120, 96), level('THINK SO', 67, 64, 45), level('NOT SURE', 33, 30, 17), level('NO IDEA', 0, 3, 1)],
  months: [
    month('2025-10', [
      [18, 15],
      [10, 7],
      [4, 2],
      [0, 0],
    ]),
    month('2025-11', [
      [20, 15],
      [12, 8],
      [6, 3],
      [1, 0],
    ]),
    month('2025-12', [
      [16, 13],
      [8, 6],
      [0, 0],
      [0, 0],
    ]),
    month('2026-01', [
      [22, 18],
      [12, 8],
      [8, 5],
      [1, 1],
    ]),
    month('2026-02', [
      [24, 19],
      [12, 9],
      [6, 4],
      [0, 0],
    ]),
    month('2026-03', [
      [20, 16],
      [10, 7],
      [6, 3],
      [1, 0],
    ]),
  ],
};

/** A new learner's calibration: every level, never used. */
export const emptyCalibration: CalibrationData = {
  overall: [level('I KNOW IT', 100, 0, 0), level('THINK SO', 67, 0, 0), level('NOT SURE', 33, 0, 0), level('NO IDEA', 0, 0, 0)],
  months: calibration.months.map((m) => ({ month: m.month, levels: m.levels.map((l) => level(l.level, l.expected, 0, 0)) })),
};
