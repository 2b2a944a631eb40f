import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { catalogSection } from '@/content/marketing-pages';
import { cn } from '@/lib/utils';
import type { PublicCategory } from '../api/catalogue-rows';
import { categoryPath } from '../catalogue-pages';

/** The first chip: the whole catalogue. (Not from catalogue-text, which only the catalogue's own pages load.) */
const ALL_CATEGORIES = 'Tous';

/**
 * The catalogue's families: « Tous » (the whole catalogue on the home page) then each active
 * category, in order. Real links, so they work before hydration and crawlers follow them; the
 * current one is marked for assistive technologies and drawn filled.
 */
export function CategoryChips({
  categories,
  current,
}: {
  categories: readonly PublicCategory[];
  current: string | null;
}) {
  if (categories.length === 0) return null;
  const chips = [
    { key: 'tous', label: ALL_CATEGORIES, to: paths.catalog, active: current === null },
    ...categories.map((category) => ({
      key: category.id,
      label: category.name,
      to: categoryPath(category),
      active: current === category.slug,
    })),
  ];
  return (
    <nav aria-label={catalogSection.categoriesLabel}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              aria-current={chip.active ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-9 items-center rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
                chip.active
                  ? 'border-navy bg-navy text-white'
                  : 'border-border bg-white text-navy hover:border-accent-strong hover:text-accent-strong',
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
