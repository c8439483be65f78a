import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { SessionUser } from '../../../api/session';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { CameraIcon } from '../../../ui/icon';
import { toast } from '../../../ui/toast';
import { useUpdateProfile } from '../api/update-profile';
import { useAccountText } from '../use-account-text';
import { AccountSection } from './account-section';

const MAX_BYTES = 5 * 1024 * 1024;
/** What the server accepts (it checks the content; this only narrows the picker). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';

/** Upload Profile Picture (spec): a preview once a picture is chosen; images only. */
export function PictureSection({ user }: { user: SessionUser }) {
  const t = useAccountText();
  const update = useUpdateProfile();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const errorId = useId();

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (!ACCEPT.split(',').includes(chosen.type)) return setError(t('picture.notImage'));
    if (chosen.size > MAX_BYTES) return setError(t('picture.tooBig'));
    setError(undefined);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const upload = () => {
    if (!file) return;
    update.mutate(
      { image: file },
      {
        onSuccess: ({ status }) => {
          toast.success(status);
          setFile(undefined);
          setPreview(undefined);
        },
      },
    );
  };

  const name = `${user.first_name} ${user.last_name}`;
  return (
    <AccountSection id="picture-heading" heading={t('picture.heading')}>
      <Row>
        {preview ? <Preview src={preview} alt={t('picture.preview')} width={96} height={96} /> : <Avatar src={user.profile_url} name={name} size={96} />}
        <div>
          <Help>{t('picture.help')}</Help>
          <Buttons>
            <input ref={input} type="file" accept={ACCEPT} hidden onChange={choose} data-testid="picture-input" />
            <Button variant="secondary" onClick={() => input.current?.click()} aria-describedby={error ? errorId : undefined}>
              <CameraIcon size={18} />
              {t('picture.choose')}
            </Button>
            {file ? (
              <Button onClick={upload} busy={update.isPending} busyLabel={t('busy')}>
                {t('picture.upload')}
              </Button>
            ) : null}
          </Buttons>
          {error ? (
            <ErrorText id={errorId} role="alert">
              {error}
            </ErrorText>
          ) : null}
        </div>
      </Row>
    </AccountSection>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Preview = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
`;

const Help = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const ErrorText = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.status.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
