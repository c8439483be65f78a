import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AtRoute, signedOut } from '../../../.storybook/story-helpers';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import { FooterPageScreen } from './footer-page-screen';

const SUBDOMAIN = '5f0c3a1e-8b2d-4c6e-9a7f-1b2c3d4e5f60';
const terms = {
  _id: 'f0a1b2c3-0000-4000-8000-0000000000a1',
  title: 'Terms of Use',
  url: 'terms-of-use',
  description:
    '<h2>Your account</h2><p>One account is for one learner. Keep your password to yourself.</p><h2>Plans</h2><ul>' +
    '<li>A plan runs for its period and does not renew.</li><li>Refunds within 14 days if you have not started a test.</li></ul>' +
    '<p>Questions? Raise a ticket from your account.</p>',
};

function server(pages: StoryAnswer = { body: { pages: [terms] } }) {
  return stubFetch((url) => {
    if (url.pathname === '/api/user/get-subdomain') return { body: { data: { _id: SUBDOMAIN } } };
    if (url.pathname === '/api/professor_pages/get-pages') return pages;
    return undefined;
  });
}

/** The screen at /footer-details/:id. */
function FooterPageAt({ id }: { id: string }) {
  return (
    <AtRoute pattern="/footer-details/:id" path={`/footer-details/${id}`}>
      <FooterPageScreen />
    </AtRoute>
  );
}

const meta = {
  title: 'Content/FooterPageScreen',
  component: FooterPageAt,
  args: { id: terms._id },
  beforeEach: [signedOut, server()],
} satisfies Meta<typeof FooterPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A provider's page (terms, privacy…): its title and sanitised HTML. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  },
};

export const Loading: Story = { beforeEach: [server('pending')] };

/** An id the provider has no page for. */
export const NotFound: Story = {
  args: { id: 'no-such-page' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found or Invalid page id.' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: [server({ status: 500, body: { message: 'Internal Server Error' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Failed to load page content' })).toBeVisible();
  },
};
