/** A passport page with its two MRZ lines. */
export function Logo({ label }: { label?: string }) {
  return (
    <svg
      className="logo"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect x="3" y="4" width="26" height="24" rx="3" fill="currentColor" opacity="0.18" />
      <rect x="3" y="4" width="26" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="11" cy="12" r="3.2" fill="currentColor" />
      <path d="M18 10h7M18 14h5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M7 21h18M7 24.5h18" stroke="currentColor" strokeWidth="1.6" strokeDasharray="2 1.2" />
    </svg>
  );
}
