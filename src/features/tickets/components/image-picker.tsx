import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { PaperclipIcon } from '../../../ui/icon';
import { useTicketsText } from '../use-tickets-text';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

interface ImagePickerProps {
  file: File | undefined;
  onChange: (file: File | undefined) => void;
}

/**
 * An optional picture for a ticket: a button-styled label for a visually hidden file input (the
 * input keeps the keyboard, Enter or Space opens the file chooser, and its focus ring shows on the
 * label), then the chosen file's preview, name and Remove image. Too large or not an image is said
 * at once and nothing is chosen (the server checks again). The chosen name is announced politely.
 */
export function ImagePicker({ file, onChange }: ImagePickerProps) {
  const t = useTicketsText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Picker>
      <input
        ref={input}
        id={id}
        className="visually-hidden"
        type="file"
        accept={TYPES.join(',')}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          if (!TYPES.includes(chosen.type)) return setError(t('form.imageType'));
          if (chosen.size > MAX_BYTES) return setError(t('form.imageTooBig'));
          setError(undefined);
          onChange(chosen);
        }}
      />
      <Choose htmlFor={id}>
        <PaperclipIcon size={18} />
        {t('form.image')}
      </Choose>
      <Hint id={`${id}-hint`}>{t('form.imageHint')}</Hint>
      {error ? (
        <Problem id={`${id}-error`} role="alert">
          {error}
        </Problem>
      ) : null}
      {/* Always there, so a screen reader hears the chosen picture's name when it appears. */}
      <div aria-live="polite">
        {file && preview ? (
          <Preview>
            <img src={preview} alt="" />
            <FileName dir="auto">{file.name}</FileName>
            <Button
              variant="ghost"
              onClick={() => {
                onChange(undefined);
                // The button goes with the picture: focus goes back to the chooser, not to the page's top.
                input.current?.focus();
              }}
            >
              {t('form.removeImage')}
            </Button>
          </Preview>
        ) : null}
      </div>
    </Picker>
  );
}

const Picker = styled.div`
  position: relative;
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
  > div { justify-self: stretch; }
  /* The hidden input's keyboard focus shows on the label that stands for it. */
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The label, styled as a secondary button (a full-size target; it wraps on a narrow phone). */
const Choose = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  min-height: ${({ theme }) => theme.layout.control};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast};
  svg { flex-shrink: 0; }
  &:hover { background: ${({ theme }) => theme.color.brand.subtle}; color: ${({ theme }) => theme.color.brand.onSubtle}; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.status.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Picture, name and Remove image in a row; where the name would have under 8rem, Remove wraps below. */
const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
  img { flex: none; width: 4rem; height: 4rem; object-fit: cover; border-radius: ${({ theme }) => theme.radius.sm}; }
`;

const FileName = styled.span`
  flex: 1 1 8rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;
