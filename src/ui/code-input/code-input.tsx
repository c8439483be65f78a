import { forwardRef, useRef, type ChangeEvent, type ClipboardEvent, type FocusEvent, type ForwardedRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, inputStyle, useFieldIds } from '../text-field';

export interface CodeInputProps {
  /** The visible label of the group of boxes, e.g. 'Verification code'. Required. */
  label: ReactNode;
  /** The digits typed so far (controlled); at most `length` of them. Required. */
  value: string;
  /** Called with the new digits (no gaps, at most `length`) on every change. Required. */
  onChange: (code: string) => void;
  /** Accessible name of each box; index is zero-based, e.g. (i, n) => `Digit ${i + 1} of ${n}`. Required. */
  digitLabel: (index: number, length: number) => string;
  /** Number of digits and boxes. Default 4. */
  length?: number;
  /** Help shown under the label, e.g. where the code was sent. Default none. */
  hint?: ReactNode;
  /** Error message; when set every box is aria-invalid and describes itself with it. Default none. */
  error?: ReactNode;
  /** Form field name of a hidden input carrying the whole code. Default none (no hidden input). */
  name?: string;
  /** Marks the boxes required. Default false. */
  required?: boolean;
  /** Disables every box. Default false. */
  disabled?: boolean;
  /** Focus the first box on mount. Default false. */
  autoFocus?: boolean;
  /** Class name of the wrapper, for layout by the parent. Default none. */
  className?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

function assignRef<T>(ref: ForwardedRef<T>, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A one-time code as one box per digit. Typing a digit moves to the next box; Backspace in an
 * empty box clears the previous one and moves back; the arrow keys move; pasting (or the phone
 * autofilling) a whole code fills every box. Other keys are ignored. The ref is the first box.
 */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  { label, value, onChange, digitLabel, length = 4, hint, error, name, required = false, disabled = false, autoFocus = false, className },
  ref,
) {
  const ids = useFieldIds({ hint, error });
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const code = onlyDigits(value).slice(0, length);
  // The newest code, also between an onChange and the re-render it causes (focus moves in between).
  const latest = useRef(code);
  latest.current = code;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };
  const emit = (next: string) => {
    if (next === code) return;
    latest.current = next;
    onChange(next);
  };
  /** Puts one digit in box `index` (or in the first empty box, if that comes earlier) and moves on. */
  const typeDigit = (index: number, digit: string) => {
    const at = Math.min(index, code.length);
    emit((code.slice(0, at) + digit + code.slice(at + 1)).slice(0, length));
    focusBox(at + 1);
  };
  /** Several digits at once: a whole code replaces everything; a part is written from `index`. */
  const fill = (index: number, digits: string) => {
    if (digits.length >= length) {
      emit(digits.slice(0, length));
      focusBox(length - 1);
      return;
    }
    const at = Math.min(index, code.length);
    emit((code.slice(0, at) + digits + code.slice(at + digits.length)).slice(0, length));
    focusBox(at + digits.length);
  };
  const remove = (index: number) => emit(code.slice(0, index) + code.slice(index + 1));

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (/^\d$/.test(key)) {
      event.preventDefault();
      typeDigit(index, key);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (index < code.length) remove(index);
      else if (index > 0) {
        remove(index - 1);
        focusBox(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      if (index < code.length) remove(index);
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + (key === 'ArrowLeft' ? -1 : 1));
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault();
      focusBox(key === 'Home' ? 0 : code.length);
    } else if (key.length === 1) {
      event.preventDefault(); // letters, spaces and symbols are ignored
    }
  };

  /** Input that skipped keydown: Android keyboards, the phone's code autofill, cut, drag and drop. */
  const onInput = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const old = code[index] ?? '';
    if (raw === '') return remove(index);
    const digits = onlyDigits(raw);
    if (!digits) return;
    if (digits.length === 1) return typeDigit(index, digits);
    // A digit typed next to the one already in the box: keep the new one.
    if (old && raw.length === 2 && digits.length === 2) return typeDigit(index, raw.replace(old, ''));
    fill(index, digits);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) fill(index, digits);
  };

  const onFocus = (index: number, event: FocusEvent<HTMLInputElement>) => {
    // Boxes fill from the left: focusing one past the first empty box goes to that box.
    if (index > latest.current.length) focusBox(latest.current.length);
    else event.target.select();
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      {/* A code is read and typed left to right in every language: box 1 is on the left. */}
      <Boxes role="group" aria-labelledby={ids.labelId} dir="ltr">
        {Array.from({ length }, (_, index) => (
          <Box
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
              if (index === 0) assignRef(ref, element);
            }}
            id={index === 0 ? ids.inputId : undefined}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(index, length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
            value={code[index] ?? ''}
            required={required}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onKeyDown={(event) => onKeyDown(index, event)}
            onChange={(event) => onInput(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => onFocus(index, event)}
          />
        ))}
      </Boxes>
      {name ? <input type="hidden" name={name} value={code} /> : null}
    </FieldFrame>
  );
});

const Boxes = styled.div`
  display: flex;
  flex-wrap: nowrap;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xs};
  /* Left to right inside (dir="ltr"), but at the line's start, under the label, in an rtl page. */
  :dir(rtl) > & { justify-content: flex-end; }
`;

const Box = styled.input`
  ${inputStyle}
  flex: 0 1 3rem;
  width: 3rem;
  min-width: 2.25rem;
  height: 3.5rem;
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: ${({ theme }) => theme.color.brand.primary};
`;
