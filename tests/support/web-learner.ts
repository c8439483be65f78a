import type { components } from '../../openapi/schema.gen';
import { SUBDOMAIN_ID } from './web-ids';

type User = components['schemas']['User'];

/**
 * A learner as the API answers one (the contract's User), on the test provider: each web test
 * names only the fields it is about. Typed from the contract, so a field the API adds or renames
 * fails here once instead of in every test's own copy.
 */
export function aLearner(overrides: Partial<User> = {}): User {
  return {
    _id: '0c1d2e3f-4a5b-4c6d-8e7f-000000000001',
    first_name: 'Priya',
    last_name: 'Shah',
    mobile: '',
    dob: null,
    email: 'p@example.com',
    profile_url: '/default-profile.svg',
    subdomain: SUBDOMAIN_ID,
    is_active_plan: false,
    role: 'User',
    leaderboard_name_hidden: false,
    ...overrides,
  };
}
