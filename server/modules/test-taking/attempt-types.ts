export type Mode = 'practice' | 'recharge' | 'custom';

/**
 * An open attempt as the calls that resume, save and submit it read it: the question list as the
 * question cache's key (ids joined by commas) and saved progress as JSON text (null until first
 * saved), so resuming sends them on without parsing them.
 */
export interface OpenAttempt {
  id: string;
  tenantId: string;
  userId: string;
  testId: string;
  mode: Mode;
  startedAt: Date;
  deadlineAt: Date;
  questionList: string;
  progressJson: string | null;
}
