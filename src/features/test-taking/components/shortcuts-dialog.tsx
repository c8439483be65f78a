import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '../../../ui/dialog';
import { useTakeTestText } from '../lib/use-take-test-text';

interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
  /** A tutor-mode test: Enter checks the answer. Default false. */
  tutor?: boolean;
}

/** Take test's keyboard shortcuts sheet: every key of the screen and what it does (the '?' key and the hint's button open it). */
export function ShortcutsDialog({ open, onClose, tutor = false }: ShortcutsDialogProps) {
  const t = useTakeTestText();
  // In a right-to-left page → is the previous question and ← the next (as the keys do).
  const rtl = useTranslation().i18n.dir() === 'rtl';
  const [next, previous] = rtl ? ['←', '→'] : ['→', '←'];
  const rows: [keys: string, action: string][] = [
    ['A–P', t('shortcuts.letters')],
    [next, t('shortcuts.next')],
    [previous, t('shortcuts.previous')],
    [t('shortcuts.arrowKeys'), t('shortcuts.arrowsOnAnswer')],
    [t('shortcuts.space'), t('shortcuts.spaceAction')],
    [t('shortcuts.escape'), t('shortcuts.escapeOnAnswer')],
    ...(tutor ? [[t('tutor.enter'), t('tutor.enterAction')] as [string, string]] : []),
    ['Shift+F', t('shortcuts.flag')],
    ['?', t('shortcuts.help')],
    [t('shortcuts.tab'), t('shortcuts.tabAction')],
    [t('shortcuts.escape'), t('shortcuts.escapeDialog')],
  ];
  return (
    <Dialog open={open} onClose={onClose} title={t('shortcuts.title')} description={t('shortcuts.intro')} closeLabel={t('shortcuts.close')} size="md">
      <List>
        {rows.map(([keys, action]) => (
          <div key={action}>
            <dt>
              <kbd dir="ltr">{keys}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </List>
    </Dialog>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  > div {
    display: grid;
    grid-template-columns: minmax(5.5rem, max-content) 1fr;
    gap: ${({ theme }) => theme.space.sm};
    align-items: baseline;
    padding-block: ${({ theme }) => theme.space.xs};
    border-block-end: 1px solid ${({ theme }) => theme.color.border.default};
  }
  > div:last-child { border-block-end: 0; }
  dt, dd { margin: 0; }
  kbd {
    display: inline-block;
    padding-inline: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg.surfaceAlt};
    font-family: inherit;
    font-weight: 600;
    white-space: nowrap;
  }
`;
