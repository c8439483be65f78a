import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft, withStorage } from '../../../.storybook/story-helpers';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import { MyAccountScreen } from './my-account-screen';
import { learner as accountLearner } from './components/story-fixtures';

/** The account stories' learner, with the mobile number these pictures were drawn with. */
const learner = { ...accountLearner, mobile: '+447700900123' };

/** Signed in with no stored profile, so the screen waits for get-profile (its skeleton), as after a reload on another device. */
const signedInNoProfile = withStorage({ token: 'story-access', refreshToken: 'story-refresh', user: null });

const server = (profile: StoryAnswer = { body: { user: learner } }) =>
  stubFetch((url) => {
    if (url.pathname === '/api/user/get-profile') return profile;
    if (url.pathname === '/api/user/change-password') return { status: 400, body: { message: 'The old password is not right' } };
    return undefined;
  });

const meta = {
  title: 'Account/MyAccountScreen',
  component: MyAccountScreen,
  beforeEach: [signedInNoProfile, server()],
} satisfies Meta<typeof MyAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture (initials until one is uploaded), basic details and change password. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Basic Details' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const Loading: Story = { beforeEach: [server('pending')] };

/** Long names and email address wrap within the details form. */
export const LongText: Story = {
  beforeEach: [
    server({
      body: {
        user: {
          ...learner,
          first_name: 'Anastasia-Maximiliana',
          last_name: 'Vandenberghe-Oyelaran-Fitzwilliam',
          email: 'anastasia.maximiliana.vandenberghe-oyelaran@students.example-university.ac.uk',
        },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Basic Details' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** Change password with nothing typed: each field says what it needs. */
export const PasswordErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Update password' }));
    await expect((await canvas.findAllByText('Please fill this in')).length).toBeGreaterThanOrEqual(3);
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Basic Details' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};
