import type { icons } from 'lucide-react';

/**
 * Name of a lucide-react icon (e.g. 'FileText'), checked at compile time so a
 * typo fails the build. Resolve it in a component with `icons[name]`.
 */
export type IconName = keyof typeof icons;

/** A titled block of running text, used by legal pages and long-form content. */
export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** A short card: icon, title and one or two sentences. */
export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
}

/** A question and its answer, as shown in an accordion. */
export interface QuestionAnswer {
  id: string;
  question: string;
  answer: string;
}
