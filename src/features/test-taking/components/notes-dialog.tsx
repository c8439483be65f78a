import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useTakeTestText } from '../lib/use-take-test-text';

interface NotesDialogProps {
  open: boolean;
  /** The question's number, 1-based. */
  questionNumber: number;
  note: string;
  onChange: (note: string) => void;
  onClose: () => void;
}

/** The spec's Take Notes popup: a note kept with the question's answer (saved like the answer). */
export function NotesDialog({ open, questionNumber, note, onChange, onClose }: NotesDialogProps) {
  const t = useTakeTestText();
  return (
    <Dialog open={open} onClose={onClose} title={t('tools.notes')} closeLabel={t('tools.close')} actions={<Button onClick={onClose}>{t('tools.done')}</Button>}>
      <NoteLabel>
        <span>{t('tools.noteLabel', { n: questionNumber })}</span>
        <textarea rows={6} maxLength={2000} placeholder={t('tools.notePlaceholder')} value={note} onChange={(e) => onChange(e.target.value)} />
      </NoteLabel>
    </Dialog>
  );
}

const NoteLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  textarea {
    width: 100%;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    resize: vertical;
  }
`;
