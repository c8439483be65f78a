import { useEffect, useId, useMemo, useState } from 'react';
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

/** An optional image for a ticket, with a preview; too large or not an image is said at once (the server checks again). */
export function ImagePicker({ file, onChange }: ImagePickerProps) {
  const t = useTicketsText();
  const id = useId();
  const [error, setError] = useState<string>();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Picker>
      <label htmlFor={id}>
        <PaperclipIcon size={18} />
        {t('form.image')}
      </label>
      <Hint id={`${id}-hint`}>{t('form.imageHint')}</Hint>
      {error ? <Problem role="alert">{error}</Problem> : null}
      <input
        id={id}
        type="file"
        accept={TYPES.join(',')}
        aria-describedby={`${id}-hint`}
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
      {file && preview ? (
        <Preview>
          <img src={preview} alt="" />
          <span>{file.name}</span>
          <Button variant="ghost" onClick={() => onChange(undefined)}>
            {t('form.removeImage')}
          </Button>
        </Preview>
      ) : null}
    </Picker>
  );
}

const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xxs}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  input { min-height: ${({ theme }) => theme.layout.control}; font: inherit; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.status.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img { width: 4rem; height: 4rem; object-fit: cover; border-radius: ${({ theme }) => theme.radius.sm}; }
  span { overflow-wrap: anywhere; }
`;
