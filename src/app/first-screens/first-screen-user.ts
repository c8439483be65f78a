import type { SessionUser } from '../../api/session';
import { STAND_INS } from './stand-ins';

const standIn = (field: (typeof STAND_INS)[keyof typeof STAND_INS]) => Object.entries(STAND_INS).find(([, name]) => name === field)![0];

/** The learner the members' first screens are drawn for: each field they show is a stand-in (stand-ins.ts). */
export const FIRST_SCREEN_USER: SessionUser = {
  _id: '00000000-0000-0000-0000-000000000000',
  first_name: standIn('first_name'),
  last_name: standIn('last_name'),
  email: standIn('email'),
  mobile: '',
  dob: null,
  // The default picture: the avatar shows the initials, which the boot script also swaps.
  profile_url: '/default-profile.svg',
  subdomain: '',
  is_active_plan: false,
  role: 'User',
  leaderboard_name_hidden: false,
};
