import type { ReactNode } from 'react';
import type { Area, Level } from '@/config/permissions';
import { useCan } from '@/lib/use-can';
import { AccessDenied } from './access-denied';

/** One back-office screen: shown when the user's roles allow it, « Accès refusé » otherwise. */
export function RequireArea({ area, action = 'read', children }: { area?: Area; action?: Level; children: ReactNode }) {
  const allowed = useCan(area ?? 'catalogue', action);
  if (area && !allowed) return <AccessDenied />;
  return children;
}
