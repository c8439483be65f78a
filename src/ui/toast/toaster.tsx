import { useEffect, useRef, useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';
import { AlertIcon, CheckIcon, CloseIcon } from '../icon';
import { currentToasts, subscribeToasts, toast, TOAST_DURATION_MS, type ToastMessage } from './toast-store';
import { timers } from '../../lib/timers';

interface ToasterProps {
  /** Accessible name of the notifications region. */
  regionLabel: string;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
}

/** Renders the toast stack, top-right. Errors are announced assertively, others politely. */
export function Toaster({ regionLabel, closeLabel }: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return (
    <Region aria-label={regionLabel}>
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} closeLabel={closeLabel} />
      ))}
    </Region>
  );
}

function ToastItem({ toast: item, closeLabel }: { toast: ToastMessage; closeLabel: string }) {
  const paused = useRef(false);
  useEffect(() => {
    let remaining = TOAST_DURATION_MS;
    let last = Date.now();
    // Hovering or focusing a toast pauses its timer (WCAG 2.2.1: enough time to read it).
    return timers.every(100, () => {
      const now = Date.now();
      if (!paused.current) remaining -= now - last;
      last = now;
      if (remaining <= 0) toast.dismiss(item.id);
    });
  }, [item.id]);
  const pause = () => (paused.current = true);
  const resume = () => (paused.current = false);
  return (
    <Item $kind={item.kind} role={item.kind === 'error' ? 'alert' : 'status'} onMouseEnter={pause} onMouseLeave={resume} onFocus={pause} onBlur={resume}>
      <IconSlot>{item.kind === 'error' ? <AlertIcon /> : <CheckIcon />}</IconSlot>
      <Message>{item.message}</Message>
      <Close type="button" aria-label={closeLabel} onClick={() => toast.dismiss(item.id)}>
        <CloseIcon size={18} />
      </Close>
    </Item>
  );
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Region = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space.md};
  inset-inline: ${({ theme }) => theme.space.md};
  z-index: 1000;
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space.xs};
  pointer-events: none;
  ${({ theme }) => theme.media.sm} { inset-inline-start: auto; width: 24rem; }
`;

const Item = styled.div<{ $kind: ToastMessage['kind'] }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  background: ${({ theme, $kind }) =>
    $kind === 'error' ? theme.color.status.danger : $kind === 'success' ? theme.color.status.success : theme.color.status.info};
  color: ${({ theme }) => theme.color.status.onStatus};
  pointer-events: auto;
  animation: ${enter} ${({ theme }) => theme.motion.normal} ease-out;
`;

const IconSlot = styled.span`
  display: inline-flex;
  /* Lines the icon up with the first line of text, at any text size. */
  padding-top: 0.15em;
`;

const Message = styled.p`
  flex: 1;
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.marker};
  height: ${({ theme }) => theme.layout.marker};
  margin: ${({ theme }) => `calc(-1 * ${theme.space.xxs}) calc(-1 * ${theme.space.xs}) calc(-1 * ${theme.space.xxs}) 0`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible { outline-color: ${({ theme }) => theme.color.status.onStatus}; }
`;
