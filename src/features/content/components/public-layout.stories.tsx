import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft } from '../../../../.storybook/story-helpers';
import { Container } from '../../../ui/section';
import type { FooterPage } from '../api/get-footer-pages';
import { PublicLayout } from './public-layout';

const page = (n: number, title: string): FooterPage => ({
  _id: `3c9e7a10-5b2d-4f6e-9a8b-0c1d2e3f4a${n.toString().padStart(2, '0')}`,
  title,
  url: title.toLowerCase().replace(/\W+/g, '-'),
  description: `<p>${title}.</p>`,
});

const pages = [page(1, 'Terms of Use'), page(2, 'Privacy Policy'), page(3, 'Refund Policy')];

const meta = {
  title: 'Content/PublicLayout',
  component: PublicLayout,
  args: {
    pages,
    children: (
      <Container>
        <h1>Practise for your exam</h1>
        <p>The page’s own content sits between the header and the footer.</p>
      </Container>
    ),
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header with Get Started, the page, and the footer listing the provider's pages and contact. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute('href', '/user-login');
    await expect(canvas.getAllByRole('link', { name: 'Privacy Policy' })[0]).toHaveAttribute('href', expect.stringContaining('/footer-details/'));
  },
};

/** The footer pages still loading (or none): the footer without its list of pages. */
export const NoPages: Story = { args: { pages: undefined } };

/** Long page titles wrap in the footer. */
export const LongText: Story = {
  args: {
    pages: [
      ...pages,
      page(4, 'Accessibility statement and how to ask for the questions in another format'),
      page(5, 'Complaints, appeals and how we handle a question you believe is wrong'),
    ],
  },
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = { decorators: [rightToLeft] };
