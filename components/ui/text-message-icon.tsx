import type { SVGProps } from 'react';

/** A speech bubble with three dots: texting (sms:), as opposed to the chat app's own logo. */
export function TextMessageIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M21 12a8 8 0 0 1-8 8H4l2.2-2.9A8 8 0 1 1 21 12Z" />
      <path d="M9 12h.01M13 12h.01M17 12h.01" />
    </svg>
  );
}
