import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'UI/Language switch',
  component: LanguageSwitch,
  args: {
    label: 'Language',
    options: [
      { code: 'en-GB', name: 'English' },
      // A name in a script every brand's fonts carry (Arabic shows in Wardround's screens, whose fonts have it).
      { code: 'en-XA', name: 'Ëñğļîšĥ (pseudo)' },
    ],
    current: 'en-GB',
    onChoose: fn(),
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each language by its own name, in its own language; the page's is pressed and choosing it again does nothing. */
export const TwoLanguages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pseudo = canvas.getByRole('button', { name: 'Ëñğļîšĥ (pseudo)' });
    await expect(pseudo).toHaveAttribute('lang', 'en-XA');
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onChoose).not.toHaveBeenCalled();
    await userEvent.click(pseudo);
    await expect(args.onChoose).toHaveBeenCalledWith('en-XA');
  },
};
