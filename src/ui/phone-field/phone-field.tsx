import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CheckIcon, ChevronDownIcon } from '../icon';
import { FieldFrame, inputStyle, useField, type FieldBaseProps } from '../text-field';
import { filterCountries, findCountry, flagEmoji, MAX_PHONE_DIGITS, onlyDigits, parsePhone, toE164, type PhoneValue } from './phone-number';
import { timers } from '../../lib/timers';

/** How long the country search waits after the last keystroke before filtering (product spec). */
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

export interface PhoneFieldProps extends FieldBaseProps {
  /** The country (ISO 3166-1 alpha-2, e.g. 'gb') and the national number (controlled). Required. */
  value: PhoneValue;
  /** Called with the new value when the country or the number changes. Required. */
  onChange: (value: PhoneValue) => void;
  /** Names the country button and the list, e.g. 'Country'; the button adds the chosen country. Required. */
  countryLabel: string;
  /** Accessible name of the country search box, e.g. 'Search countries'. Required. */
  searchLabel: string;
  /** Example text in the empty search box, e.g. 'Country name or code'. Default none. */
  searchPlaceholder?: string;
  /** Shown (and announced) when the search finds no country, e.g. 'No countries found'. Required. */
  noResultsText: string;
  /** The number input's autocomplete token. Default 'tel-national'. */
  autoComplete?: string;
  /** Example text in the empty number input. Default none. */
  placeholder?: string;
}

/**
 * A phone number: a country button (flag and dialling code, which is shown but not editable) that
 * opens a searchable listbox of countries, and the national number (digits only, at most 15).
 * With a `name`, a hidden input of that name carries the number in E.164. The ref is the number <input>.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(props, ref) {
  const { frame, control, own } = useField(props);
  // The name goes on the hidden input that carries the whole number, not on the national number.
  const { name, ...numberControl } = control;
  const { value, onChange, countryLabel, searchLabel, searchPlaceholder, noResultsText, autoComplete = 'tel-national', placeholder } = own;
  const { ids } = frame;
  const base = useId();
  const countryLabelId = `${base}-country-label`;
  const buttonId = `${base}-country-button`;
  const dialCodeId = `${base}-dial-code`;
  const searchId = `${base}-search`;
  const listId = `${base}-list`;
  const optionId = (iso2: string) => `${base}-option-${iso2}`;

  const [iso2, countryName, dialCode] = findCountry(value.country);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [appliedQuery, setAppliedQuery] = useState('');
  const [activeIso, setActiveIso] = useState(iso2);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const results = filterCountries(appliedQuery);
  const active = results.some((c) => c[0] === activeIso) ? activeIso : results[0]?.[0];

  useEffect(() => timers.after(COUNTRY_SEARCH_DEBOUNCE_MS, () => setAppliedQuery(query)), [query]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  useEffect(() => {
    if (open) listRef.current?.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    setQuery('');
    setAppliedQuery('');
    setActiveIso(iso2);
    setOpen(true);
  };
  const closeList = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (code: string) => {
    if (code !== iso2) onChange({ country: code, number: value.number });
    closeList(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      openList();
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const index = results.findIndex((c) => c[0] === active);
    const moveTo = (next: number) => {
      const country = results[Math.max(0, Math.min(next, results.length - 1))];
      if (country) setActiveIso(country[0]);
    };
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(index - 1);
        break;
      case 'PageDown':
        event.preventDefault();
        moveTo(index + 10);
        break;
      case 'PageUp':
        event.preventDefault();
        moveTo(index - 10);
        break;
      case 'Enter':
        event.preventDefault(); // never submits the form
        if (active) choose(active);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeList(true);
        break;
    }
  };

  const onNumberChange = (raw: string) => {
    // A whole international number pasted in (+44 7400 123456) also sets the country.
    if (raw.trim().startsWith('+')) onChange(parsePhone(raw, iso2));
    else onChange({ country: iso2, number: onlyDigits(raw).slice(0, MAX_PHONE_DIGITS) });
  };

  return (
    <FieldFrame {...frame}>
      <Row ref={rootRef} role="group" aria-labelledby={ids.labelId}>
        <span id={countryLabelId} hidden>
          {countryLabel}
        </span>
        <CountryButton
          ref={buttonRef}
          id={buttonId}
          type="button"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-labelledby={`${countryLabelId} ${buttonId}`}
          disabled={control.disabled}
          onClick={() => (open ? closeList(false) : openList())}
          onKeyDown={onButtonKeyDown}
        >
          <Flag aria-hidden="true">{flagEmoji(iso2)}</Flag>
          <span className="visually-hidden">{countryName}</span>
          {/* A dial code and a number read left to right in every language (+44, never 44+). */}
          <span id={dialCodeId} dir="ltr">
            +{dialCode}
          </span>
          <ChevronDownIcon size={16} />
        </CountryButton>
        {open ? (
          <Popup
            // Tab, Shift+Tab or a screen reader moving focus out of the list closes it.
            onBlur={(event) => {
              if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
            }}
          >
            <label htmlFor={searchId} className="visually-hidden">
              {searchLabel}
            </label>
            <Search
              ref={searchRef}
              id={searchId}
              type="text"
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active ? optionId(active) : undefined}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint="done"
              placeholder={searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onSearchKeyDown}
            />
            <List
              ref={listRef}
              id={listId}
              role="listbox"
              aria-labelledby={countryLabelId}
              hidden={results.length === 0}
              // Keep focus in the search box while an option is clicked.
              onMouseDown={(event) => event.preventDefault()}
            >
              {results.map(([code, country, dial]) => (
                <Option key={code} id={optionId(code)} role="option" aria-selected={code === iso2} data-active={code === active} onClick={() => choose(code)}>
                  <Flag aria-hidden="true">{flagEmoji(code)}</Flag>
                  <OptionName>{country}</OptionName>
                  <OptionDial dir="ltr">+{dial}</OptionDial>
                  <Tick aria-hidden="true">{code === iso2 ? <CheckIcon size={16} /> : null}</Tick>
                </Option>
              ))}
            </List>
            <NoResults aria-live="polite">{results.length === 0 ? noResultsText : ''}</NoResults>
          </Popup>
        ) : null}
        <NumberInput
          ref={ref}
          {...numberControl}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={value.number}
          onChange={(event) => onNumberChange(event.target.value)}
          aria-describedby={[dialCodeId, ids.describedBy].filter(Boolean).join(' ')}
        />
      </Row>
      {name ? <input type="hidden" name={name} value={toE164(value)} /> : null}
    </FieldFrame>
  );
});

const Row = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const CountryButton = styled.button`
  ${inputStyle}
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  width: auto;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
  & > svg { color: ${({ theme }) => theme.color.text.muted}; }
  &[aria-expanded='true'] > svg { transform: rotate(180deg); }
`;

const Flag = styled.span`
  font-size: 1.25rem;
  line-height: 1;
`;

const NumberInput = styled.input`
  ${inputStyle}
  flex: 1;
  /* The number is ltr (dir="ltr"), aligned to the line's start of an rtl page like the other fields. */
  :dir(rtl) > & { text-align: end; }
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xxs});
  inset-inline-start: 0;
  z-index: 20;
  width: 100%;
  max-width: 26rem;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Search = styled.input`
  ${inputStyle}
`;

const List = styled.ul`
  max-height: min(16rem, 50vh);
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
  &[hidden] { display: none; }
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.control};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.bg.surfaceAlt}; }
  &[aria-selected='true'] { font-weight: ${({ theme }) => theme.font.weight.medium}; }
  &[data-active='true'] {
    background: ${({ theme }) => theme.color.brand.subtle};
    color: ${({ theme }) => theme.color.brand.onSubtle};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

const OptionName = styled.span`
  flex: 1;
  min-width: 0;
`;

const OptionDial = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-variant-numeric: tabular-nums;
  [data-active='true'] > & { color: inherit; }
`;

const Tick = styled.span`
  display: inline-flex;
  width: 16px;
  flex-shrink: 0;
`;

const NoResults = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  &:empty { margin: 0; padding: 0; }
`;
