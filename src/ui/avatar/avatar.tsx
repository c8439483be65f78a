import { useState } from 'react';
import styled from 'styled-components';
import { initialsOf } from './initials-of';

/** The platform's placeholder picture: treated as "no picture", so initials show instead. */
const DEFAULT_PROFILE_PICTURE = '/default-profile.svg';

interface AvatarProps {
  /** URL of the person's picture. Default none: initials are shown. Null, '' and '/default-profile.svg' also show initials. */
  src?: string | null;
  /** The person's name: the picture's alt text and the source of the initials. Required. */
  name: string;
  /** Width and height in px. Default 40. */
  size?: number;
  /** Class name, for layout by the parent. Default none. */
  className?: string;
}

/**
 * A round picture of a person. Without a usable picture (none, the platform's default, or one
 * that fails to load) it shows the person's initials on the brand's subtle tint.
 */
export function Avatar({ src, name, size = 40, className }: AvatarProps) {
  // Remember which URL failed, so a new src is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = Boolean(src) && src !== DEFAULT_PROFILE_PICTURE && src !== failedSrc;
  if (usable && src) {
    return <Picture className={className} src={src} alt={name} width={size} height={size} $size={size} onError={() => setFailedSrc(src)} />;
  }
  const initials = initialsOf(name);
  return (
    <Initials
      className={className}
      $size={size}
      role={name.trim() ? 'img' : undefined}
      aria-label={name.trim() || undefined}
      aria-hidden={name.trim() ? undefined : true}
    >
      <span aria-hidden="true">{initials}</span>
    </Initials>
  );
}

const Picture = styled.img<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.brand.subtle};
  vertical-align: middle;
`;

const Initials = styled.span<{ $size: number }>`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.brand.subtle};
  color: ${({ theme }) => theme.color.brand.onSubtle};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.4))}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
  vertical-align: middle;
`;
