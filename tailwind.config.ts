import type { Config } from 'tailwindcss';

/*
 * The design tokens, the one place a colour is spelt (tests/unit/lib/theme.test.ts checks):
 * docs/decisions/090-design-tokens-in-one-source.md.
 */

/** The brand navy: text, dark bands, the header. */
export const navy = {
  50: '#eef3fb',
  100: '#d9e3f4',
  200: '#b3c6e6',
  300: '#7f9dcf',
  400: '#4d72b3',
  500: '#2d5296',
  600: '#1f3f7c',
  700: '#183266',
  800: '#122751',
  900: '#0c1c3d',
  950: '#07122a',
} as const;

/** The accent: calls to action, the focus ring, highlights. */
export const gold = {
  50: '#fff8e6',
  100: '#ffedbf',
  200: '#fddc85',
  300: '#f9c94d',
  400: '#f2b727',
  500: '#e0a00f',
  600: '#b87f08',
  700: '#8f610b',
} as const;

/** Red only where it means emergency. */
export const emergency = {
  50: '#fef2f2',
  100: '#fde3e3',
  500: '#e02424',
  600: '#c81e1e',
  700: '#a61b1b',
  800: '#861818',
} as const;

/** The messaging app's green, darkened until white text on it passes WCAG AA. */
export const whatsapp = { DEFAULT: '#1a7f45', dark: '#146636' } as const;

/** Paper: the page, text on dark bands, the light modules of the QR code. */
export const white = '#ffffff';

/**
 * Where the layout changes, as min-widths. Tailwind's five plus two narrower ones for phones:
 * `2xs` (416 px) is where two columns of buttons or city links fit, `xs` (480 px) where the
 * header has room for the logo's mark beside the company name.
 */
export const screens = {
  '2xs': '26rem',
  xs: '30rem',
  sm: '40rem',
  md: '48rem',
  lg: '64rem',
  xl: '80rem',
  '2xl': '96rem',
} as const;

/** A colour at some opacity, as CSS: `withAlpha(navy[950], 0.12)` is `rgb(7 18 42 / 0.12)`. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}

/** The shadow a bar fixed to the bottom of the screen casts upwards (shadow-bar-up). */
export const barUpShadow = `0 -4px 16px ${withAlpha(navy[950], 0.12)}`;

/**
 * The inner, navy band of the focus ring (the outer band is a gold outline), so the ring shows on
 * white and on navy alike. app/globals.css gives it to every focused element; an element with its
 * own shadow (a button) adds focus-visible:shadow-focus, since its shadow would replace the band.
 */
export const focusShadow = `0 0 0 2px ${navy[950]}`;

/** A media condition for `sizes` attributes and matchMedia: from this breakpoint up. */
export function fromScreen(name: keyof typeof screens): string {
  return `(min-width: ${screens[name]})`;
}

/** The widest the page content gets (max-w-content). */
export const contentWidth = '76rem';

const config = {
  theme: {
    screens,
    extend: {
      colors: { navy, gold, emergency, whatsapp, white },
      // --font-figtree is set by next/font (components/layout/fonts.ts).
      fontFamily: { sans: ['var(--font-figtree)', 'ui-sans-serif', 'system-ui', 'sans-serif'] },
      maxWidth: { content: contentWidth },
      boxShadow: { 'bar-up': barUpShadow, focus: focusShadow },
      // The /reviews cards fade in one after another; the delay comes from each card's inline style.
      animation: { 'review-in': 'review-fade-in 0.6s ease-out both' },
      keyframes: {
        'review-fade-in': {
          from: { opacity: '0', transform: 'translateY(0.75rem)' },
          to: { opacity: '1', transform: 'none' },
        },
      },
    },
  },
} satisfies Config;

export default config;
