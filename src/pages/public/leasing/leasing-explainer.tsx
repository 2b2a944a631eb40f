import { CalendarRange, Check, Percent, Scale, Wallet, Wrench, type LucideIcon } from 'lucide-react';
import { leasingIntro, leasingKeyPoints } from '@/content/leasing/explainer';
import { leasingPageText } from '@/content/leasing-pages';
import type { IconName } from '@/content/types';

// Only the icons the key points name: ContentIcon would bring every content icon into this page.
const keyPointIcons: Partial<Record<IconName, LucideIcon>> = { CalendarRange, Wallet, Percent, Scale, Wrench };

/** What leasing is, in a few paragraphs, beside its key points. */
export function LeasingExplainer() {
  return (
    <section aria-labelledby="explainer-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <h2 id="explainer-title" className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
            {leasingPageText.explainerTitle}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
            {leasingIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">
            {leasingPageText.keyPointsTitle}
          </h3>
          <ul className="mt-5 space-y-4">
            {leasingKeyPoints.map((point) => {
              const Icon = keyPointIcons[point.icon] ?? Check;
              return (
                <li key={point.title} className="flex gap-4 rounded-xl border border-border bg-white p-5 shadow-sm">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy text-accent">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="font-semibold text-navy">{point.title}</p>
                    <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{point.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
