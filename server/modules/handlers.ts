import type { Handlers } from '../http/operation-types.ts';
import type { ModuleDeps } from './module-deps.ts';
import { accountHandlers } from './account/routes.ts';
import { authHandlers } from './auth/routes.ts';
import { contentHandlers } from './content/routes.ts';
import { membershipHandlers } from './membership/routes.ts';
import { systemHandlers } from './system/routes.ts';
import { tenancyHandlers } from './tenancy/routes.ts';
import { testsHandlers } from './tests/routes.ts';

/** Every built operation, by operationId. What is not here answers 501 (npm run contract:status). */
export function allHandlers(deps: ModuleDeps): Handlers {
  return {
    ...systemHandlers(deps),
    ...tenancyHandlers(deps),
    ...contentHandlers(deps),
    ...membershipHandlers(deps),
    ...authHandlers(deps),
    ...accountHandlers(deps),
    ...testsHandlers(deps),
  };
}
