/** The learner of the account stories, as the server sends a profile. Original content. */
import type { SessionUser } from '../../../api/session';

export const learner: SessionUser = {
  _id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  first_name: 'Priya',
  last_name: 'Natarajan',
  mobile: '+447911123456',
  dob: '1998-04-17',
  email: 'priya.natarajan@example.com',
  profile_url: '/default-profile.svg',
  subdomain: '5f0c3a1e-8b2d-4c6e-9a7f-1b2c3d4e5f60',
  is_active_plan: true,
  role: 'User',
  leaderboard_name_hidden: false,
};

/** Names and an address long enough to wrap. */
export const longLearner: SessionUser = {
  ...learner,
  first_name: 'Anastasia-Maximiliana',
  last_name: 'Vandenberghe-Oyelaran-Fitzwilliam',
  email: 'anastasia.maximiliana.vandenberghe-oyelaran@students.example-university.ac.uk',
};
