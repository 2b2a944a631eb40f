import { createElement } from 'react';
import {
  Building2,
  Cpu,
  LayoutGrid,
  Lightbulb,
  Megaphone,
  Monitor,
  MonitorSmartphone,
  Presentation,
  Projector,
  RectangleVertical,
  Signpost,
  Store,
  TabletSmartphone,
  Tv,
  Video,
  type LucideIcon,
} from 'lucide-react';

/**
 * The lucide icons the back-office can preview, by their lucide name. A category may store any
 * valid lucide name; only these are previewed, since importing every icon by name would add
 * hundreds of kilobytes to the admin bundle.
 */
export const categoryIcons: Record<string, LucideIcon> = {
  Monitor,
  Tv,
  Store,
  Signpost,
  LayoutGrid,
  RectangleVertical,
  TabletSmartphone,
  Presentation,
  Projector,
  MonitorSmartphone,
  Megaphone,
  Building2,
  Lightbulb,
  Cpu,
  Video,
};

export const categoryIconNames = Object.keys(categoryIcons);

export function categoryIcon(name: string | null | undefined): LucideIcon | undefined {
  if (!name) return undefined;
  return Object.hasOwn(categoryIcons, name) ? categoryIcons[name] : undefined;
}

/** The icon of a category by its lucide name, or nothing when it is not in the map. */
export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const icon = categoryIcon(name);
  return icon ? createElement(icon, { className, 'aria-hidden': true }) : null;
}
