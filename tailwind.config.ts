import type { Config } from 'tailwindcss';

// Tailwind 4 reads this file through the `@config` line in app/globals.css.
const config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts', './lib/**/*.ts'],
  theme: {
    extend: {
      colors: {
        navy: {
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
        },
        gold: {
          50: '#fff8e6',
          100: '#ffedbf',
          200: '#fddc85',
          300: '#f9c94d',
          400: '#f2b727',
          500: '#e0a00f',
          600: '#b87f08',
          700: '#8f610b',
        },
        emergency: {
          50: '#fef2f2',
          100: '#fde3e3',
          500: '#e02424',
          600: '#c81e1e',
          700: '#a61b1b',
          800: '#861818',
        },
      },
      fontFamily: {
        sans: ['var(--font-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      maxWidth: { content: '76rem' },
    },
  },
} satisfies Config;

export default config;
