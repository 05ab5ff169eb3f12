/** The Trousse logo (a small tool case), decorative. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="16" fill="var(--color-accent)" />
      <path
        d="M24 20v-3a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v3"
        fill="none"
        stroke="var(--color-accent-contrast-soft)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <rect x="12" y="20" width="40" height="30" rx="7" fill="var(--color-accent-contrast-soft)" />
      <path d="M12 32h40" stroke="var(--color-accent)" strokeWidth="4" />
      <rect x="27" y="28" width="10" height="8" rx="2" fill="var(--color-accent)" />
    </svg>
  );
}
