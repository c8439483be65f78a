import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../button';
import { Dialog } from '../dialog';
import { ArrowRightIcon } from '../icon';

export interface TestStartDialogProps {
  /** Whether the dialog is shown (controlled). Required. */
  open: boolean;
  /** Called on Go Back, Escape or a click on the backdrop. Required. */
  onClose: () => void;
  /** The test's name: the dialog's heading. Required. */
  testName: string;
  /** The rule to read before starting, e.g. 'Practice exams can only be taken once.'. Required. */
  note: ReactNode;
  /** Facts about the test, one per line, e.g. 'Time allotted: 90 minutes'. Required (may be empty). */
  details: readonly string[];
  /** The label of the button that closes the dialog, e.g. 'Go Back'. Required. */
  backLabel: string;
  /** The label of the link that starts the test, e.g. 'Start Exam'. Required. */
  startLabel: string;
  /** Where the start link goes (a router path), e.g. '/menu/tests/take-test/<id>'. Required. */
  startTo: string;
}

/** The spec's test-start dialog: a note, the test's name and facts, Go Back and a start link. Every text comes from the caller. */
export function TestStartDialog({ open, onClose, testName, note, details, backLabel, startLabel, startTo }: TestStartDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={testName}
      description={<Note>{note}</Note>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {backLabel}
          </Button>
          <ButtonLink to={startTo}>
            {startLabel} <ArrowRightIcon size={18} />
          </ButtonLink>
        </>
      }
    >
      {details.length > 0 ? (
        <Details>
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Details>
      ) : null}
    </Dialog>
  );
}

const Note = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-inline-start: 4px solid ${({ theme }) => theme.color.brand.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brand.subtle};
  color: ${({ theme }) => theme.color.brand.onSubtle};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Details = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  li {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    overflow-wrap: anywhere;
  }
  li + li { border-top: 1px solid ${({ theme }) => theme.color.border.default}; }
`;
