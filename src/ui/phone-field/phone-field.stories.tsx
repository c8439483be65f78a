import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COUNTRY_SEARCH_DEBOUNCE_MS, PhoneField } from './phone-field';
import { renderControlled } from '../../../.storybook/controlled';
import { storyClock } from '../../../.storybook/story-clock';
import { rtlPage } from '../../../.storybook/story-helpers';

const controlled = renderControlled(PhoneField);

const meta = {
  title: 'UI/PhoneField',
  component: PhoneField,
  args: {
    label: 'Mobile number',
    value: { country: 'gb', number: '' },
    onChange: fn(),
    countryLabel: 'Country',
    searchLabel: 'Search countries',
    searchPlaceholder: 'Country name or code',
    noResultsText: 'No countries found',
    name: 'mobile',
  },
  parameters: { layout: 'padded' },
  render: (args) => (
    // Room under the field for the open list.
    <div style={{ minHeight: '22rem', maxWidth: '30rem' }}>{controlled(args)}</div>
  ),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

const countryButton = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button', { name: /^Country / })[0]!;
const numberInput = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('textbox', { name: 'Mobile number' })[0]!;

/** The country search filters once typing has paused: the story moves its clock on by that long. */
const typingPaused = () => storyClock.advance(COUNTRY_SEARCH_DEBOUNCE_MS);

/** United Kingdom by default; +44 is shown, not editable; the number takes digits only. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(countryButton(canvasElement)).toHaveAccessibleName('Country United Kingdom +44');
    await expect(countryButton(canvasElement)).toHaveAttribute('aria-haspopup', 'listbox');
    const input = numberInput(canvasElement);
    await userEvent.type(input, '07400 123-456');
    await expect(input).toHaveValue('07400123456');
    await expect(args.onChange).toHaveBeenLastCalledWith({ country: 'gb', number: '07400123456' });
  },
};

/** Search, move with the arrow keys, choose with Enter: the list closes and focus returns to the button. */
export const ChooseACountry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = countryButton(canvasElement);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const search = canvas.getAllByRole('combobox', { name: 'Search countries' })[0]!;
    await expect(search).toHaveFocus();
    await userEvent.type(search, 'united');
    await typingPaused();
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(3));
    await expect(search).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /United Kingdom/ }).id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(search).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /United States/ }).id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ country: 'us', number: '' });
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleName('Country United States +1');
  },
};

/** The search also matches dialling codes. The list is left open here so the a11y check covers it. */
export const SearchByDialCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(countryButton(canvasElement));
    await userEvent.type(canvas.getAllByRole('combobox')[0]!, '+91');
    await typingPaused();
    await waitFor(() => expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['🇮🇳India+91']));
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(countryButton(canvasElement));
    await userEvent.type(canvas.getAllByRole('combobox')[0]!, 'Atlantis');
    await typingPaused();
    await expect(await canvas.findByText('No countries found')).toBeVisible();
  },
};

/** Escape closes the list and returns focus to the country button; so does a click outside (without focus). */
export const EscapeAndClickOutside: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = countryButton(canvasElement);
    await userEvent.click(button);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(canvas.getAllByRole('listbox')[0]).toBeVisible();
    await userEvent.click(canvas.getAllByText('Mobile number')[0]!);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { value: { country: 'ie', number: '851234567' }, hint: 'We text you a code to confirm it.' },
  play: async ({ canvasElement }) => {
    await expect(numberInput(canvasElement)).toHaveAccessibleDescription('+353 We text you a code to confirm it.');
  },
};

export const Error: Story = {
  args: { value: { country: 'gb', number: '7400' }, required: true, error: 'Enter a valid phone number for United Kingdom (+44)' },
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('+44 Enter a valid phone number for United Kingdom (+44)');
  },
};

export const Disabled: Story = {
  args: { value: { country: 'gb', number: '7400123456' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(countryButton(canvasElement)).toBeDisabled();
    await expect(numberInput(canvasElement)).toBeDisabled();
  },
};

/** Right to left: the country button at the line's start; the dial code and the number read left to right (+44, never 44+). */
export const RightToLeft: Story = {
  globals: rtlPage,
  play: async ({ canvasElement }) => {
    const button = countryButton(canvasElement);
    const input = numberInput(canvasElement);
    await expect(button.getBoundingClientRect().left).toBeGreaterThan(input.getBoundingClientRect().left);
    await expect(getComputedStyle(within(button).getByText('+44')).direction).toBe('ltr');
    await userEvent.type(input, '07400 123456');
    await expect(getComputedStyle(input).direction).toBe('ltr');
    await expect(getComputedStyle(input).textAlign).toBe('end');
  },
};
