/**
 * The starter question bank: two topics, four subtopics, ten questions of all three types with
 * explanations, one Exam and one Quiz that share no question. The questions are about exam
 * technique, true for any provider, so the folder is usable at once; providers replace them.
 */

const BANK_HEADER = `# One topic per file: content/bank/NN-topic.yaml (NN orders the topics).
# Keys (lower-case, dashes) keep database ids across edits, so past reports keep their questions:
# change a question's text freely, but give a new question a new key.
# type: single (answer: B) | multiple (answers: [A, C]) | sub (true/false parts).
# Question text and explanations are HTML (sanitised). examOnly: true keeps a question for Exams:
# it never appears in a Quiz or a topic's practice quiz. Optional: images: [assets/bank/figure-01.svg]
# on a question or subtopic, images: [{ file, alt }] and references: [https://...] on a topic.
`;

export const techniqueTopic = `${BANK_HEADER}
key: exam-technique
topic: Exam technique
# Shown on the topic's page (Speciality Modules). HTML.
description: >-
  <p>How to read a question, rule options out and use your time. (Placeholder topic: replace it
  with one of your own.)</p>
subtopics:
  - key: reading-the-question
    name: Reading the question
    questions:
      - key: technique-lead-in-first
        type: single
        question: <p>You open a long scenario question. What should you read first?</p>
        options:
          - The first sentence of the scenario
          - The lead-in (the question at the end)
          - The longest option
          - The shortest option
        answer: B
        explanation: >-
          <p>Reading the lead-in first tells you what you are being asked, so you read the
          scenario looking for the facts that matter.</p>
      - key: technique-key-words
        type: multiple
        question: <p>Which words in a lead-in change what the best answer is? Select all that apply.</p>
        options: [MOST likely, NEXT step, EXCEPT, Patient]
        answers: [A, B, C]
        explanation: >-
          <p>Qualifiers such as "most likely", "next" and "except" change which option is best;
          underline them before you look at the options.</p>
      - key: technique-statements
        type: sub
        question: <p>Decide whether each statement about single-best-answer questions is true or false.</p>
        parts:
          - { statement: More than one option may be partly right., answer: true }
          - { statement: The best answer is always the longest option., answer: false }
          - { statement: You should answer every question when there is no negative marking., answer: true }
        explanation: >-
          <p>Several options can be plausible: choose the best one. Option length is no guide, and
          a guess scores more than a blank when wrong answers cost nothing.</p>
  - key: managing-time
    name: Managing time
    questions:
      - key: technique-time-per-question
        type: single
        question: <p>A paper has 100 questions in 120 minutes. About how long can you spend on each?</p>
        options: [30 seconds, 72 seconds, 2 minutes, 3 minutes]
        answer: B
        explanation: <p>120 minutes is 7,200 seconds; divided by 100 questions that is 72 seconds each.</p>
        examOnly: true
      - key: technique-flagging
        type: single
        question: <p>You are stuck on a question after a minute. What is usually best?</p>
        options:
          - Keep working on it until you are sure
          - Leave it blank and never return
          - Choose your best answer, flag it and move on
          - Start the paper again from the beginning
        answer: C
        explanation: >-
          <p>An answer now banks a chance of the mark; the flag brings you back if time is left at
          the end.</p>
        examOnly: true
`;

export const revisionTopic = `${BANK_HEADER}
key: revision-skills
topic: Revision skills
description: >-
  <p>Ways of revising that the evidence supports. (Placeholder topic: replace it with one of your
  own.)</p>
subtopics:
  - key: memory-and-recall
    name: Memory and recall
    questions:
      - key: revision-retrieval-practice
        type: single
        question: <p>Which way of revising helps long-term recall most?</p>
        options: [Re-reading notes, Highlighting, Practice questions, Copying out notes]
        answer: C
        explanation: <p>Retrieving an answer from memory (the testing effect) strengthens recall more than reading again.</p>
      - key: revision-spacing
        type: single
        question: <p>What is spaced repetition?</p>
        options:
          - Reviewing a topic at growing intervals
          - Revising one topic all day
          - Leaving gaps in your notes
          - Revising only the night before
        answer: A
        explanation: <p>Returning to material after growing intervals makes it last longer than massed revision.</p>
      - key: revision-feedback
        type: multiple
        question: <p>Which help you learn from a practice question you got wrong? Select all that apply.</p>
        options: [Reading the explanation, Noting why your choice was wrong, Skipping to the next question, Trying it again later]
        answers: [A, B, D]
        explanation: >-
          <p>Feedback is where the learning happens: understand the error, then test yourself on
          it again later.</p>
        examOnly: true
  - key: planning-revision
    name: Planning revision
    questions:
      - key: revision-plan-statements
        type: sub
        question: <p>Decide whether each statement about a revision plan is true or false.</p>
        parts:
          - { statement: A plan should start from the exam's published syllabus., answer: true }
          - { statement: Weak topics should be left until the last week., answer: false }
          - { statement: Timed mock exams belong in the plan., answer: true }
        explanation: >-
          <p>Plan from the syllabus, tackle weak topics early (your reports show which they are)
          and sit timed mocks to practise pace.</p>
        examOnly: true
      - key: revision-mock-timing
        type: single
        question: <p>When is a full timed mock most useful?</p>
        options:
          - Only on the day before the exam
          - Part-way through revision, with time to act on the result
          - Never; topic quizzes are enough
          - Before starting any revision
        answer: B
        explanation: >-
          <p>A mock with weeks to go shows where to spend them; your report breaks the result down
          by topic.</p>
`;

export const testsYaml = `# The provider's tests. Keys are stable: renaming a key makes a new test.
# type: Exam (taken once, like the real paper) | Quiz (taken as often as liked).
# questions: question keys in order, or fromTopics: [topic keys] (with count: N for the first N).
# An Exam's questions should be its own (examOnly: true): a Quiz's report shows its answers, so
# validation warns when an Active Exam shares a question with an Active Quiz.
# status: Inactive keeps a test for old reports but no longer lists it.

- key: starter-mock-exam
  name: Starter Mock Exam
  type: Exam
  status: Active
  durationMinutes: 10
  questions:
    - technique-time-per-question
    - revision-feedback
    - technique-flagging
    - revision-plan-statements

- key: starter-quiz
  name: Starter Quiz
  type: Quiz
  status: Active
  durationMinutes: 10
  questions:
    - technique-lead-in-first
    - revision-retrieval-practice
    - technique-key-words
    - revision-spacing
    - technique-statements
    - revision-mock-timing
`;
