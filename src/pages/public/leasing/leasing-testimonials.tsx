import { Quote } from 'lucide-react';
import { testimonials } from '@/content/leasing/explainer';
import { leasingPageText } from '@/content/leasing-pages';

/** Customers' words, each signed with their initials, name, role and company. */
export function LeasingTestimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
        {leasingPageText.testimonialsTitle}
      </h2>
      <ul className="mt-10 grid gap-6 lg:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8">
              <Quote className="size-8 text-accent-strong" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-700">
                <p>
                  {'«\u00a0'}
                  {testimonial.quote}
                  {'\u00a0»'}
                </p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-border pt-5">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy text-sm font-semibold text-accent"
                >
                  {initials(testimonial.name)}
                </span>
                <span>
                  <span className="block font-semibold text-navy">{testimonial.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {testimonial.role}, {testimonial.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
