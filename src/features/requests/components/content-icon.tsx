import {
  BadgePercent,
  Cable,
  CircleCheck,
  FileText,
  MapPinCheck,
  Megaphone,
  PhoneCall,
  Presentation,
  Store,
  Timer,
  Truck,
  UserCheck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/types';

/**
 * The icons named by the contact-pro and partner content. Importing them one by one keeps
 * the page chunks small (`icons[name]` would pull the whole lucide set in).
 */
const contentIcons: Partial<Record<IconName, LucideIcon>> = {
  BadgePercent,
  Cable,
  FileText,
  MapPinCheck,
  Megaphone,
  PhoneCall,
  Presentation,
  Store,
  Timer,
  Truck,
  UserCheck,
  Wrench,
};

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = contentIcons[name] ?? CircleCheck;
  return <Icon className={className} aria-hidden="true" />;
}
