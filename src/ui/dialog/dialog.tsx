import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseButton } from './close-button';

type DialogSize = 'sm' | 'md' | 'lg' | 'full';

const WIDTHS: Record<Exclude<DialogSize, 'full'>, string> = { sm: '28rem', md: '36rem', lg: '52rem' };

export interface DialogProps {
  /** Whether the dialog is shown (controlled). Required. */
  open: boolean;
  /** Called when the learner asks to close it (Escape, the backdrop, the close button). Required. */
  onClose: () => void;
  /** The dialog's heading; it names the dialog (aria-labelledby). Required. */
  title: ReactNode;
  /** A line under the heading that describes the dialog (aria-describedby). Default none. */
  description?: ReactNode;
  /** The body. Default none. */
  children?: ReactNode;
  /** Buttons or links, in a footer row (they stack to full width on phones). Default none. */
  actions?: ReactNode;
  /**
   * Width: 'sm' (28rem), 'md' (36rem) or 'lg' (52rem, for a whole form); never wider than the screen.
   * 'full' covers the whole screen, its body filling what the heading and footer leave (a figure
   * viewer). Default 'sm'.
   */
  size?: DialogSize;
  /** Whether Escape and a click on the backdrop close it. Default true. */
  dismissible?: boolean;
  /** The accessible name of a close (×) button in the corner; without it there is none. Only when dismissible. */
  closeLabel?: string;
  /** Class name of the <dialog>. Default none. */
  className?: string;
  /** Keys pressed anywhere in the dialog other than Escape (which closes it). Default none. */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
}

/**
 * A modal dialog on the native <dialog> with showModal(): the page behind is inert, focus moves
 * in on open and returns to the opener on close.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  size = 'sm',
  dismissible = true,
  closeLabel,
  className,
  onKeyDown: onOtherKey,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const closingItself = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Browsers focus the first control on showModal(); engines that do not (test DOMs) get the same here.
    if (!dialog.contains(document.activeElement)) firstFocusable(dialog).focus();
    return () => {
      closingItself.current = true;
      if (dialog.open) dialog.close();
      closingItself.current = false;
      // Also when the dialog unmounts without close(), which alone would not restore focus.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return onOtherKey?.(event);
    // Handled here rather than left to the browser, so a non-dismissible dialog stays open.
    event.preventDefault();
    event.stopPropagation();
    if (dismissible) onClose();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dismissible) onClose();
  };
  // If the browser closed it by itself (a repeated close request), keep the dialog in step with `open`.
  const onNativeClose = () => {
    const dialog = ref.current;
    if (closingItself.current || !open || !dialog || dialog.open) return;
    if (dismissible) onClose();
    else dialog.showModal();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressedOnBackdrop.current;
    pressedOnBackdrop.current = false;
    if (onBackdrop && dismissible) onClose();
  };

  return (
    <Frame
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      $size={size}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onClick}
    >
      {open ? (
        <Panel $full={size === 'full'}>
          <Header>
            <Title id={titleId}>{title}</Title>
            {dismissible && closeLabel ? <HeaderClose label={closeLabel} onClick={onClose} /> : null}
          </Header>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
          {children ? <Body $full={size === 'full'}>{children}</Body> : null}
          {actions ? <Footer>{actions}</Footer> : null}
        </Panel>
      ) : null}
    </Frame>
  );
}

const FOCUSABLE =
  '[autofocus], button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function firstFocusable(dialog: HTMLDialogElement): HTMLElement {
  return dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
}

// Movement only: fading the content would leave it briefly below contrast (and fail visibility checks).
const appear = keyframes`
  from { transform: translateY(0.5rem) scale(0.98); }
  to { transform: none; }
`;

const Frame = styled.dialog<{ $size: DialogSize }>`
  width: ${({ $size }) => ($size === 'full' ? '100%' : `min(calc(100% - 2rem), ${WIDTHS[$size]})`)};
  max-width: none;
  max-height: ${({ $size }) => ($size === 'full' ? '100dvh' : 'calc(100dvh - 2rem)')};
  ${({ $size }) => ($size === 'full' ? 'height: 100dvh;' : '')}
  margin: auto;
  padding: 0;
  overflow: hidden;
  border: ${({ $size, theme }) => ($size === 'full' ? '0' : `1px solid ${theme.color.border.default}`)};
  border-radius: ${({ $size, theme }) => ($size === 'full' ? '0' : theme.radius.lg)};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &[open] { animation: ${appear} ${({ theme }) => theme.motion.normal} ease-out; }
  &:focus { outline: none; }
  &::backdrop {
    background: ${({ theme }) => theme.color.bg.overlay};
    opacity: 0.6;
  }
`;

// The panel scrolls, not the <dialog>: a press on its scrollbar is then never taken for the backdrop.
const Panel = styled.div<{ $full: boolean }>`
  display: grid;
  max-height: calc(100dvh - 2rem - 2px);
  overflow: auto;
  ${({ $full }) => ($full ? 'display: flex; flex-direction: column; height: 100%; max-height: 100dvh;' : '')}
  overscroll-behavior: contain;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} { padding: ${({ theme }) => theme.space.lg}; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  overflow-wrap: anywhere;
`;

/** Level with the title's first line. */
const HeaderClose = styled(CloseButton)`
  margin-block-start: calc(-1 * ${({ theme }) => theme.space.xs});
`;

const Description = styled.div`
  color: ${({ theme }) => theme.color.text.muted};
`;

const Body = styled.div<{ $full: boolean }>`
  min-width: 0;
  ${({ $full }) => ($full ? 'flex: 1 1 auto; min-height: 0;' : '')}
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xs};
  & > * { flex: 1 1 auto; }
  ${({ theme }) => theme.media.sm} { & > * { flex: 0 0 auto; } }
`;
