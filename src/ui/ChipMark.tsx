// The Gang Table mark: a red star chip, the same drawing as public/favicon.svg.

/** Decorative chip logo; hidden from assistive technology. */
export function ChipMark({ size = 56 }: { size?: number }) {
  return (
    <svg
      className="chip-mark"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="30" fill="#b8322a" />
      <circle
        cx="32"
        cy="32"
        r="26"
        fill="none"
        stroke="#f6efe0"
        strokeWidth="8"
        strokeDasharray="10.2 10.2"
      />
      <circle cx="32" cy="32" r="19" fill="#8f241e" />
      <circle
        cx="32"
        cy="32"
        r="19"
        fill="none"
        stroke="#f6efe0"
        strokeWidth="1.5"
        strokeOpacity=".7"
      />
      <path
        fill="#f6d98f"
        d="M32 20.5l3.4 7 7.7 1.1-5.6 5.4 1.3 7.7L32 38.1l-6.8 3.6 1.3-7.7-5.6-5.4 7.7-1.1z"
      />
    </svg>
  );
}
