/** Stand-in artwork: real brand logos come from @quickcheck/brands. */
export function SampleMark() {
  return (
    <svg width="138" height="40" viewBox="0 0 138 40" focusable="false">
      <rect width="40" height="40" rx="8" fill="currentColor" />
      <text x="48" y="27" fontFamily="Arial, sans-serif" fontSize="18" fontWeight="700" fill="currentColor">
        QuickCheck
      </text>
    </svg>
  );
}
