import { createRef, useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { PhoneField, type PhoneFieldProps } from './phone-field';
import { countries, filterCountries, isValidPhone, parsePhone, toE164, type PhoneValue } from './phone-number';

const labels = {
  label: 'Mobile number',
  countryLabel: 'Country',
  searchLabel: 'Search countries',
  searchPlaceholder: 'Name or code',
  noResultsText: 'No countries found',
};

function Controlled({
  initial = { country: 'gb', number: '' },
  onValue,
  ...props
}: Partial<PhoneFieldProps> & { initial?: PhoneValue; onValue?: (v: PhoneValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField
        {...labels}
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <p>Outside</p>
    </>
  );
}

const countryButton = () => screen.getByRole('button', { name: /^Country / });
const numberInput = () => screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
const activeOption = () => document.getElementById(screen.getByRole('combobox').getAttribute('aria-activedescendant') ?? '');

async function openAndSearch(text: string) {
  await userEvent.click(countryButton());
  await userEvent.type(screen.getByRole('combobox', { name: 'Search countries' }), text);
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeLessThan(countries.length));
}

afterEach(() => vi.useRealTimers());

describe('PhoneField', () => {
  it('defaults to the United Kingdom and shows +44 outside the number, where it cannot be edited', () => {
    renderWeb(<Controlled initial={{ country: '', number: '' }} />);
    const button = countryButton();
    expect(button.textContent).toContain('+44');
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Country United Kingdom +44' })).toBe(button);
    expect(numberInput().value).toBe('');
    expect(document.getElementById(numberInput().getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe('+44');
  });

  it('accepts digits only, at most 15', async () => {
    const onValue = vi.fn();
    renderWeb(<Controlled onValue={onValue} />);
    await userEvent.type(numberInput(), '07a7-00 9001234567890123');
    expect(numberInput().value).toBe('077009001234567');
    expect(onValue).toHaveBeenLastCalledWith({ country: 'gb', number: '077009001234567' });
  });

  it('takes the country from a pasted international number', async () => {
    const onValue = vi.fn();
    renderWeb(<Controlled onValue={onValue} />);
    await userEvent.click(numberInput());
    await userEvent.paste('+1 (212) 555-0100');
    expect(onValue).toHaveBeenLastCalledWith({ country: 'us', number: '2125550100' });
    expect(countryButton().textContent).toContain('+1');
  });

  it('opens a searchable listbox with the chosen country selected and active', async () => {
    renderWeb(<Controlled />);
    await userEvent.click(countryButton());
    expect(countryButton().getAttribute('aria-expanded')).toBe('true');
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    expect(document.activeElement).toBe(search);
    expect(search.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { name: 'Country' }).id);
    expect(screen.getAllByRole('option')).toHaveLength(countries.length);
    const selected = screen.getByRole('option', { selected: true });
    expect(selected.textContent).toContain('United Kingdom');
    expect(selected.textContent).toContain('🇬🇧');
    expect(activeOption()).toBe(selected);
  });

  it('filters by name or dial code only once typing has paused for 250 ms', () => {
    vi.useFakeTimers();
    renderWeb(<Controlled />);
    fireEvent.click(countryButton());
    const search = screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'germ' } });
    act(() => vi.advanceTimersByTime(249));
    expect(screen.getAllByRole('option')).toHaveLength(countries.length);
    act(() => vi.advanceTimersByTime(1));
    expect(optionNames()).toEqual(['🇩🇪Germany+49']);
    fireEvent.change(search, { target: { value: '+3' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(search, { target: { value: '+33' } });
    act(() => vi.advanceTimersByTime(249));
    expect(optionNames()).toEqual(['🇩🇪Germany+49']);
    act(() => vi.advanceTimersByTime(1));
    expect(optionNames()).toEqual(['🇫🇷France+33']);
  });

  it('says so when nothing matches', async () => {
    renderWeb(<Controlled />);
    await userEvent.click(countryButton());
    await userEvent.type(screen.getByRole('combobox'), 'zzzz');
    expect(await screen.findByText('No countries found')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('moves the active option with the arrow keys and chooses it with Enter, without submitting the form', async () => {
    const onValue = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWeb(
      <form onSubmit={onSubmit}>
        <Controlled initial={{ country: 'gb', number: '7400123456' }} onValue={onValue} />
      </form>,
    );
    await openAndSearch('united');
    expect(optionNames().map((name) => name?.replace(/\+\d+$/, ''))).toEqual(['🇦🇪United Arab Emirates', '🇬🇧United Kingdom', '🇺🇸United States']);
    expect(activeOption()?.textContent).toContain('United Kingdom');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toContain('United States');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeOption()?.textContent).toContain('United Arab Emirates');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith({ country: 'us', number: '7400123456' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(countryButton());
    expect(countryButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Country United States +1' })).toBeTruthy();
  });

  it('chooses a country with a click', async () => {
    const onValue = vi.fn();
    renderWeb(<Controlled onValue={onValue} />);
    await openAndSearch('ireland');
    await userEvent.click(screen.getByRole('option', { name: /Ireland/ }));
    expect(onValue).toHaveBeenLastCalledWith({ country: 'ie', number: '' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape (focus back on the button), on Tab or Shift+Tab and on a click outside, changing nothing', async () => {
    const onValue = vi.fn();
    renderWeb(<Controlled onValue={onValue} />);
    await userEvent.click(countryButton());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(countryButton());

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(numberInput());

    await userEvent.click(countryButton());
    await userEvent.tab({ shift: true });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(countryButton());

    await userEvent.click(countryButton());
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('wires label, hint and error; disabled disables the button and the number; the ref is the number input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWeb(
      <PhoneField
        ref={ref}
        {...labels}
        value={{ country: 'gb', number: '7400' }}
        onChange={() => {}}
        hint="We text you a code."
        error="Enter a valid mobile number"
        disabled
        name="mobile"
      />,
    );
    const input = numberInput();
    expect(ref.current).toBe(input);
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['+44', 'We text you a code.', 'Enter a valid mobile number']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.disabled).toBe(true);
    expect((countryButton() as HTMLButtonElement).disabled).toBe(true);
    expect((document.querySelector('input[type="hidden"][name="mobile"]') as HTMLInputElement).value).toBe('+447400');
    fireEvent.click(countryButton());
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('phone number helpers', () => {
  it("toE164 gives the number in E.164, and '' without a number", () => {
    expect(toE164({ country: 'gb', number: '7400123456' })).toBe('+447400123456');
    expect(toE164({ country: 'us', number: '2125550100' })).toBe('+12125550100');
    expect(toE164({ country: 'gb', number: '' })).toBe('');
    // The trunk 0 of a national number is dropped (07400 123456 is +44 7400 123456); Italy keeps its 0.
    expect(toE164({ country: 'gb', number: '07400123456' })).toBe('+447400123456');
    expect(toE164({ country: 'it', number: '0612345678' })).toBe('+390612345678');
  });

  it('isValidPhone checks the number against the chosen country’s numbering plan', () => {
    expect(isValidPhone({ country: 'gb', number: '07400123456' })).toBe(true);
    expect(isValidPhone({ country: 'ie', number: '851234567' })).toBe(true);
    expect(isValidPhone({ country: 'gb', number: '12345' })).toBe(false);
    expect(isValidPhone({ country: 'us', number: '7400123456' })).toBe(false);
    // Ofcom keeps 07700 900000-900999 for drama: never a real phone.
    expect(isValidPhone({ country: 'gb', number: '07700900123' })).toBe(false);
    expect(isValidPhone({ country: 'gb', number: '' })).toBe(false);
  });

  it('parsePhone takes the country from the number: gb for +44, us for +1 212, as for +1 684', () => {
    expect(parsePhone('+447400123456')).toEqual({ country: 'gb', number: '7400123456' });
    expect(parsePhone('+12125550100')).toEqual({ country: 'us', number: '2125550100' });
    expect(parsePhone('+1 684 733 1234')).toEqual({ country: 'as', number: '6847331234' });
    expect(parsePhone('+353 85 123 4567')).toEqual({ country: 'ie', number: '851234567' });
    expect(parsePhone('00 33 6 12 34 56 78')).toEqual({ country: 'fr', number: '612345678' });
    expect(parsePhone('+7 912 345 67 89')).toEqual({ country: 'ru', number: '9123456789' });
    // A number no country of a shared code claims goes to the code's main country.
    expect(parsePhone('+447700900123')).toEqual({ country: 'gb', number: '7700900123' });
  });

  it("parsePhone gives a shared dialling code's main country unless the number says otherwise", () => {
    // Mobiles in ranges the plan gives to Guernsey and Jersey read as any UK mobile: gb, not gg or je.
    expect(parsePhone('+447911123456')).toEqual({ country: 'gb', number: '7911123456' });
    expect(parsePhone('+447781123456')).toEqual({ country: 'gb', number: '7781123456' });
    expect(parsePhone('+447797123456')).toEqual({ country: 'gb', number: '7797123456' });
    // A prefix of its own, or another country's geographic number, says otherwise.
    expect(parsePhone('+447624123456')).toEqual({ country: 'im', number: '7624123456' });
    expect(parsePhone('+14165550100')).toEqual({ country: 'ca', number: '4165550100' });
    expect(parsePhone('+77011234567')).toEqual({ country: 'kz', number: '7011234567' });
    expect(parsePhone('+262262123456')).toEqual({ country: 're', number: '262123456' });
    for (const mobile of ['+447911123456', '+447624123456', '+14165550100']) expect(toE164(parsePhone(mobile))).toBe(mobile);
  });

  it('parsePhone reads a number without + as national (gb unless told), and round-trips toE164', () => {
    expect(parsePhone('07400 123456')).toEqual({ country: 'gb', number: '07400123456' });
    expect(parsePhone('612345678', 'fr')).toEqual({ country: 'fr', number: '612345678' });
    expect(parsePhone('')).toEqual({ country: 'gb', number: '' });
    for (const mobile of ['+447400123456', '+919876543210', '+61412345678']) expect(toE164(parsePhone(mobile))).toBe(mobile);
  });

  it('lists every country the numbering plans know, named in British English, with its dialling code', () => {
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c) => c[0] === 'gb')).toEqual(['gb', 'United Kingdom', '44']);
    expect(countries.find((c) => c[0] === 'as')).toEqual(['as', 'American Samoa', '1']);
    expect(countries.map((c) => c[1])).toEqual([...countries.map((c) => c[1])].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });

  it('filterCountries ignores case and accents and matches the start of dial codes', () => {
    expect(filterCountries('')).toHaveLength(countries.length);
    expect(filterCountries('CURAÇAO').map((c) => c[0])).toEqual(['cw']);
    expect(filterCountries('GERMANY').map((c) => c[0])).toEqual(['de']);
    expect(
      filterCountries('+44')
        .map((c) => c[0])
        .sort(),
    ).toEqual(['gb', 'gg', 'im', 'je']);
  });
});
