import { api, unwrap } from '../../../api/client';
import type { JsonBody } from '../../../api/operation-types';
import type { Mode } from './get-test';

export function saveProgress(testId: string, mode: Mode, body: JsonBody<'saveTestProgress'>) {
  return unwrap(api.PUT('/api/test/save-progress/{testId}', { params: { path: { testId }, query: { mode } }, body }));
}
