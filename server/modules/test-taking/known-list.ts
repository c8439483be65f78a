/**
 * A learner's open attempt this process has seen, with its question list. Its own file because
 * both the repo (which answers with it) and KnownQuestionLists (which keeps it) name it, and the
 * lists also name the repo's types: here it ties neither to the other in a circle.
 */
export interface KnownList {
  attemptId: string;
  list: string;
}
