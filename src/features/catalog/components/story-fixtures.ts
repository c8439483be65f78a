import type { SpecialityTopic, SpecialityTopicDetail, Summary } from '../api/catalog-types';

/** A long unbroken name, to show cards and headings wrap at a phone's width. */
export const LONG_TOPIC_NAME = 'Cardiorespiratorypathophysiologyandintensivecaremedicine for the acutely unwell adult';

export const topics: SpecialityTopic[] = [
  {
    _id: '0b8f5a3e-1c2d-4e5f-8a9b-000000000001',
    topic_name: 'Cardiology',
    subtopic_count: 3,
    questionCount: 42,
    description: '<p>The heart and the circulation.</p>',
  },
  {
    _id: '0b8f5a3e-1c2d-4e5f-8a9b-000000000002',
    topic_name: 'Child health',
    subtopic_count: 2,
    questionCount: 18,
    description: '<p>From the newborn to adolescence.</p>',
  },
  { _id: '0b8f5a3e-1c2d-4e5f-8a9b-000000000003', topic_name: LONG_TOPIC_NAME, subtopic_count: 1, questionCount: 7, description: '<p>Critical care.</p>' },
  { _id: '0b8f5a3e-1c2d-4e5f-8a9b-000000000004', topic_name: 'Dermatology', subtopic_count: 0, questionCount: 0, description: '<p>The skin.</p>' },
];

/** A picture that needs no network: a coloured panel with a caption drawn in. */
const picture = (caption: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400"><rect width="800" height="400" fill="${colour}"/>` +
      `<text x="400" y="210" font-family="sans-serif" font-size="40" text-anchor="middle" fill="white">${caption}</text></svg>`,
  )}`;

export const TOPIC_ID = topics[0]!._id;
export const TOPIC_TEST_ID = '5c7e9a1b-2d3f-4a5b-8c6d-000000000010';
export const SUBTOPIC_TEST_ID = '5c7e9a1b-2d3f-4a5b-8c6d-000000000011';

export const topicDetail: SpecialityTopicDetail = {
  _id: TOPIC_ID,
  topic_name: 'Cardiology',
  subtopic_count: 3,
  questionCount: 42,
  description:
    '<p>The heart and the circulation: from <strong>heart failure</strong> to the rhythms that matter on the ward.</p>' +
    '<ul><li>Acute coronary syndromes</li><li>Valve disease</li></ul>',
  images: [
    { url: picture('ECG', 'midnightblue'), alt: 'A twelve-lead ECG showing atrial fibrillation' },
    { url: picture('Echo', 'darkslategray'), alt: 'An echocardiogram of a dilated left ventricle' },
  ],
  references: ['https://www.nice.org.uk/guidance/ng106', '/tenant-assets/cardiology-notes.pdf'],
  practice_test_id: TOPIC_TEST_ID,
  subtopics: [
    { _id: '6d8f0b2c-3e4a-4b6c-9d7e-000000000021', sub_topic_name: 'Heart failure', questionCount: 20, practice_test_id: SUBTOPIC_TEST_ID },
    { _id: '6d8f0b2c-3e4a-4b6c-9d7e-000000000022', sub_topic_name: 'Arrhythmias', questionCount: 15, practice_test_id: '5c7e9a1b-2d3f-4a5b-8c6d-000000000012' },
    { _id: '6d8f0b2c-3e4a-4b6c-9d7e-000000000023', sub_topic_name: 'Valve disease', questionCount: 7, practice_test_id: null },
  ],
};

/** A topic with nothing optional: no images, no references, no practice tests. */
export const bareTopic: SpecialityTopicDetail = {
  ...topicDetail,
  _id: topics[3]!._id,
  topic_name: 'Dermatology',
  subtopic_count: 0,
  questionCount: 0,
  description: '<p>The skin.</p>',
  images: [],
  references: [],
  practice_test_id: null,
  subtopics: [],
};

export const summary: Summary = {
  domain: 'Medicine',
  subdomain: 'Ward Round',
  topics: {
    Cardiology: {
      questionsCount: 42,
      subtopics: [
        { sub_topic_name: 'Heart failure', questionsCount: 20 },
        { sub_topic_name: 'Arrhythmias', questionsCount: 15 },
        { sub_topic_name: 'Valve disease', questionsCount: 7 },
      ],
    },
    'Child health': {
      questionsCount: 18,
      subtopics: [
        { sub_topic_name: 'Neonatology', questionsCount: 10 },
        { sub_topic_name: 'Child protection', questionsCount: 8 },
      ],
    },
    Dermatology: { questionsCount: 0, subtopics: [] },
  },
};

/**
 * A story's viewport at a phone's width (390 px; the story frame's padding leaves 358 px, as the
 * members layout does). The story tests set the browser to it, so media queries answer as on a phone.
 */
export const PHONE = {
  parameters: { viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone', isRotated: false } },
} as const;
