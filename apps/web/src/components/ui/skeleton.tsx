import type { CSSProperties } from 'react';

interface SkeletonProps {
  className?: string;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/** A grey placeholder block with a soft shimmer; always hidden from assistive technologies. */
export function Skeleton({ className, width, height }: SkeletonProps) {
  return (
    <span
      className={className ? `skeleton ${className}` : 'skeleton'}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
