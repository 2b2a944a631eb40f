import type { Config } from 'tailwindcss';

/** Design tokens live as CSS variables in src/index.css; this maps them to utilities. */
const color = (name: string) => `var(--${name})`;

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        border: color('border'),
        input: color('input'),
        ring: color('ring'),
        background: color('background'),
        foreground: color('foreground'),
        navy: { DEFAULT: color('navy'), deep: color('navy-deep'), soft: color('navy-soft') },
        primary: { DEFAULT: color('primary'), foreground: color('primary-foreground') },
        secondary: { DEFAULT: color('secondary'), foreground: color('secondary-foreground') },
        accent: { DEFAULT: color('accent'), foreground: color('accent-foreground'), strong: color('accent-strong') },
        muted: { DEFAULT: color('muted'), foreground: color('muted-foreground') },
        card: { DEFAULT: color('card'), foreground: color('card-foreground') },
        destructive: { DEFAULT: color('destructive'), foreground: color('destructive-foreground') },
        success: { DEFAULT: color('success'), foreground: color('success-foreground') },
        warning: { DEFAULT: color('warning'), foreground: color('warning-foreground') },
      },
      borderRadius: { lg: 'var(--radius)', md: 'calc(var(--radius) - 2px)', sm: 'calc(var(--radius) - 4px)' },
      fontFamily: { sans: ['"Inter Variable"', '"Inter Fallback"', 'Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'] },
      boxShadow: { glow: '0 0 0 1px rgb(34 211 238 / 0.25), 0 12px 40px -12px rgb(34 211 238 / 0.45)' },
    },
  },
} satisfies Config;
