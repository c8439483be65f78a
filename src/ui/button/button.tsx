import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styled, { css } from 'styled-components';
import { Spinner } from '../spinner';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'link';
type ButtonSize = 'md' | 'lg';

interface StyleProps {
  /** Visual weight. Default 'primary'. */
  $variant: ButtonVariant;
  /** Default 'md'; 'lg' for hero calls to action. */
  $size: ButtonSize;
  /** Stretch to the container's width. Default false. */
  $block: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.brand.primary};
    color: ${({ theme }) => theme.color.brand.onPrimary};
    &:hover { background: ${({ theme }) => theme.color.brand.primaryHover}; }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text.link};
    border-color: currentColor;
    &:hover { background: ${({ theme }) => theme.color.brand.subtle}; color: ${({ theme }) => theme.color.brand.onSubtle}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text.default};
    &:hover { background: ${({ theme }) => theme.color.bg.surfaceAlt}; }
  `,
  inverse: css`
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.text.link};
    &:hover { background: ${({ theme }) => theme.color.brand.subtle}; }
  `,
  /** Looks like a link in running text (Read More, Click to resend), still a full-height target. */
  link: css`
    padding: 0;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text.link};
    font-size: inherit;
    text-decoration: underline;
  `,
};

const buttonStyle = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-height: ${({ $size, theme }) => ($size === 'lg' ? theme.layout.controlLarge : theme.layout.control)};
  padding: 0 ${({ $size, theme }) => ($size === 'lg' ? theme.space.lg : theme.space.md)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-size: ${({ $size, theme }) => ($size === 'lg' ? theme.font.size.lg : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast}, transform ${({ theme }) => theme.motion.fast};
  &:active { transform: translateY(1px); }
  &:disabled, &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
  ${({ $variant }) => variants[$variant]}
`;

const StyledButton = styled.button<StyleProps>`${buttonStyle}`;
const StyledLink = styled(Link)<StyleProps>`${buttonStyle}`;

interface CommonProps {
  /** Visual weight. Default 'primary'. */
  variant?: ButtonVariant;
  /** Default 'md'. */
  size?: ButtonSize;
  /** Stretch to the container's width. Default false. */
  block?: boolean;
  children: ReactNode;
}

type ButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /**
     * Its action is under way: a spinner named `busyLabel` shows before the label, and presses
     * (or Enter in its form) do nothing more. The button stays focusable (aria-disabled).
     */
    busy?: boolean;
    busyLabel?: string;
  };

/** An action on this page. For navigation use ButtonLink. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', block = false, type = 'button', busy, busyLabel, children, onClick, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      {...(busy === undefined ? {} : { 'aria-disabled': busy })}
      {...rest}
      onClick={(event) => (busy ? event.preventDefault() : onClick?.(event))}
    >
      {busy ? <Spinner size="sm" label={busyLabel ?? ''} /> : null}
      {children}
    </StyledButton>
  );
});

type ButtonLinkProps = CommonProps & LinkProps;

/** Navigation that looks like a button (a real link: it can be opened in a new tab). */
export function ButtonLink({ variant = 'primary', size = 'md', block = false, ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $block={block} {...rest} />;
}
