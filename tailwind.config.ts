import type { Config } from 'tailwindcss';

// Tailwind 4 reads its theme from CSS (src/styles/globals.css, @theme); this file is loaded there
// with @config so that design tokens also have a typed home for tooling.
const config: Config = {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#fdf6f0',
          100: '#f9e6d6',
          500: '#c8643b',
          600: '#b0522c',
          700: '#8e4123',
          900: '#4a2314',
        },
        ink: { 500: '#5b5650', 700: '#37332f', 900: '#1f1c19' },
        sage: { 100: '#e7ede4', 500: '#6f8a67' },
      },
      fontFamily: { sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'] },
    },
  },
};

export default config;
