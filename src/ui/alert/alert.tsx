import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from '../icon';
import { CheckCircleIcon, InfoIcon } from './alert-icons';

type AlertKind = 'error' | 'success' | 'info';

interface AlertProps {
  /** What the message is: 'error' is announced at once (role="alert"), the others politely (role="status"). Default 'info'. */
  kind?: AlertKind;
  /** A short bold first line, e.g. 'There is a problem'. Default none. */
  title?: ReactNode;
  /** The message. Required. */
  children: ReactNode;
  /** The box's id, e.g. to point aria-describedby at it. Default none. */
  id?: string;
  /** Set to -1 to let the form move focus to the message after a failed submit. Default none (not focusable). */
  tabIndex?: number;
  /** Class name, for layout by the parent. Default none. */
  className?: string;
}

const icons = { error: AlertIcon, success: CheckCircleIcon, info: InfoIcon } as const;

/** An inline message box for form-level errors and notices. The ref is the box, so a form can focus it. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert({ kind = 'info', title, children, ...rest }, ref) {
  const Icon = icons[kind];
  return (
    <Box ref={ref} role={kind === 'error' ? 'alert' : 'status'} $kind={kind} {...rest}>
      <IconSlot $kind={kind}>
        <Icon />
      </IconSlot>
      <Body>
        {title ? <Title>{title}</Title> : null}
        <Message>{children}</Message>
      </Body>
    </Box>
  );
});

const Box = styled.div<{ $kind: AlertKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $kind }) => theme.color.status[statusToken[$kind]]};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  overflow-wrap: anywhere;
  &:focus-visible { outline-offset: 2px; }
`;

const statusToken = { error: 'danger', success: 'success', info: 'info' } as const;

const IconSlot = styled.span<{ $kind: AlertKind }>`
  display: inline-flex;
  flex-shrink: 0;
  /* Lines the icon up with the first line of text, at any text size. */
  padding-top: 0.15em;
  color: ${({ theme, $kind }) => theme.color.status[statusToken[$kind]]};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Title = styled.p`
  color: ${({ theme }) => theme.color.text.heading};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Message = styled.div`
  & > * + * { margin-top: ${({ theme }) => theme.space.xs}; }
`;
