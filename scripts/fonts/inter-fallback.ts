// `npx tsx scripts/fonts/inter-fallback.ts`: prints the metric-matched fallback @font-face that
// src/index.css declares for Inter (« Inter Fallback »), computed from the font files with fontkit.
// Text first paints in Arial (Liberation Sans on Linux: the same metrics) resized and re-spaced so
// that each line takes the room Inter will take, then swaps to Inter without moving (CLS 0).
//
// Method (the one next/font and fontaine use): size-adjust is the ratio of the two fonts' average
// advance widths over French text (the site's own hero copy, so accents and their frequency count);
// Inter's ascent, descent and line gap, divided by size-adjust, override the fallback's own, so the
// baseline and the line box land where Inter puts them. Inter: the variable font the site ships
// (latin subset, default instance, weight 400). Arial: Liberation Sans Regular, metric-compatible.
import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { homeHero } from '../../src/content/marketing-pages';

const INTER = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const ARIAL = process.env.ARIAL_METRICS_FONT ?? '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

const sample = [homeHero.eyebrow, homeHero.title, homeHero.lead, homeHero.reassurance].join(' ');

function metrics(file: string) {
  const font = fontkit.create(fs.readFileSync(file));
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    lineGap: font.lineGap,
    /** Average advance of one character of the sample, in em. */
    averageWidth: font.layout(sample).advanceWidth / [...sample].length / font.unitsPerEm,
  };
}

const inter = metrics(INTER);
const arial = metrics(ARIAL);
const sizeAdjust = inter.averageWidth / arial.averageWidth;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

console.log(`@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans');
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(inter.ascent / inter.unitsPerEm / sizeAdjust)};
  descent-override: ${percent(-inter.descent / inter.unitsPerEm / sizeAdjust)};
  line-gap-override: ${percent(inter.lineGap / inter.unitsPerEm / sizeAdjust)};
}`);
