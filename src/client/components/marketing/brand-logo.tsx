// The Bookwell mark, drawn inline so it costs no request.
import { useId } from 'react';

export function BrandMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#10b981" />
          <stop offset="1" stopColor="#047857" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" rx="22" fill={`url(#${gradientId})`} />
      <rect x="20" y="25" width="60" height="56" rx="10" fill="#fff" />
      <rect x="20" y="25" width="60" height="16" rx="10" fill="#d1fae5" />
      <path
        d="M35 59 L46 69 L66 49"
        fill="none"
        stroke="#059669"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
