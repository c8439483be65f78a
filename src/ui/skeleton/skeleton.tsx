import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

interface SkeletonProps {
  /** CSS width. Default '100%'. */
  width?: string;
  /** CSS height. Default '1rem' (one line of text). */
  height?: string;
  /** Corner rounding token. Default 'sm'. */
  radius?: 'sm' | 'md' | 'lg' | 'pill';
  className?: string;
}

const shimmering = css`
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.border.default} 25%,
    ${({ theme }) => theme.color.bg.surfaceAlt} 50%,
    ${({ theme }) => theme.color.border.default} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const Block = styled.span<{ $width: string; $height: string; $radius: SkeletonProps['radius'] & string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radius[$radius]};
  ${shimmering}
`;

/** A placeholder shown while content loads. Hidden from assistive technology: announce loading with aria-busy on the region. */
export function Skeleton({ width = '100%', height = '1rem', radius = 'sm', className }: SkeletonProps) {
  return <Block aria-hidden="true" className={className} $width={width} $height={height} $radius={radius} />;
}

/** Several lines of text-shaped placeholders; the last one shorter, like a paragraph. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <TextStack aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </TextStack>
  );
}

const TextStack = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * A placeholder exactly the size of the content it stands for: lays its children out without
 * showing them (or exposing them to assistive technology), so the real content takes the same
 * room when it comes.
 */
export function SkeletonFor({ children, radius = 'lg' }: { children: ReactNode; radius?: SkeletonProps['radius'] }) {
  return (
    <Shape aria-hidden="true" $radius={radius}>
      {children}
    </Shape>
  );
}

const Shape = styled.div<{ $radius: SkeletonProps['radius'] & string }>`
  border-radius: ${({ theme, $radius }) => theme.radius[$radius]};
  ${shimmering}
  > * { visibility: hidden; }
`;
