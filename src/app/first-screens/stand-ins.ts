/**
 * Stand-ins for the signed-in learner in the members' first screens, which the server renders
 * without knowing who will open them (first-screen-user.ts). The page's boot script swaps each
 * for the stored user's own value (the spec's `user` storage key) before the screen is painted,
 * so the dashboard's welcome and the menu's name show at once, as the app will draw them.
 * Private-use characters: no provider copy or learner's name contains them. First name first,
 * then last name: the boot script makes the avatar's initials from those two.
 */
export const STAND_INS = { '\uE000': 'first_name', '\uE001': 'last_name', '\uE002': 'email' } as const;

/**
 * Stand-ins in take test's first screen, whose question card is drawn for a stand-in question
 * (take-test-first-screen.tsx): the boot script fills them in from the early call's answer.
 */
export const QUESTION_STAND_INS = { number: '\uE003', total: '\uE004', question: '\uE005', option: '\uE006' } as const;
