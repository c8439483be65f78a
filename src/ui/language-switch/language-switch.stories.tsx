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
      { code: 'ar', name: 'العربية' },
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
    const arabic = canvas.getByRole('button', { name: 'العربية' });
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onChoose).not.toHaveBeenCalled();
    await userEvent.click(arabic);
    await expect(args.onChoose).toHaveBeenCalledWith('ar');
  },
};
