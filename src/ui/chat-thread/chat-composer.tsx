import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { SendIcon } from '../icon';
import { TextArea } from '../text-area';

export interface ChatComposerProps {
  /** The text box's accessible name, e.g. 'Your message'. Required. */
  label: string;
  /** Placeholder, e.g. 'Write something here...'. Required. */
  placeholder: string;
  /** The Send button's text. Required. */
  sendLabel: string;
  /** The spinner's name while sending. Required. */
  busyLabel: string;
  /** Shown when Send is pressed with nothing but spaces. Required. */
  emptyError: string;
  /** Sends the text; resolves true when it was stored (the box then empties). Required. */
  onSend: (text: string) => Promise<boolean>;
  /** Maximum characters. Default 4000 (the server's limit). */
  maxLength?: number;
}

/**
 * The text box and Send button under a chat. Send is pressed once per message (it is busy while
 * the message goes); the text stays in the box if sending fails, so nothing typed is lost.
 * Enter adds a line; Ctrl or Cmd + Enter sends.
 */
export function ChatComposer({ label, placeholder, sendLabel, busyLabel, emptyError, onSend, maxLength = 4000 }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const id = useId();

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    if (!text.trim()) {
      setError(emptyError);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      if (await onSend(text)) setText('');
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => void send(event)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
      }}
    >
      <TextArea id={id} label={label} value={text} onChange={setText} placeholder={placeholder} rows={3} maxLength={maxLength} error={error} />
      <Button type="submit" busy={sending} busyLabel={busyLabel} disabled={sending}>
        <SendIcon size={18} />
        {sendLabel}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr auto; }
  label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
