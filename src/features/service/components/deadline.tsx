import { AlertTriangle, PackageOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { deadlineRefreshMs, deadlineText } from '../deadline';
import { incidentStatusDisplay } from '@/domain/service/status';

/** The current time, renewed every minute: the time left counts down on screen. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), deadlineRefreshMs);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function IncidentStatusBadge({ status }: { status: string }) {
  const { label, variant } = incidentStatusDisplay(status);
  return <Badge variant={variant}>{label}</Badge>;
}

export function LateBadge() {
  return (
    <Badge variant="danger">
      <AlertTriangle className="size-3" aria-hidden="true" />
      En retard
    </Badge>
  );
}

export function ReplacementDueBadge() {
  return (
    <Badge variant="warning">
      <PackageOpen className="size-3" aria-hidden="true" />
      Matériel de remplacement dû
    </Badge>
  );
}

interface DeadlineProps {
  deadlineAt: string;
  /** Once the technician is on site, the deadline no longer runs. */
  intervenedAt: string | null;
  now: Date;
  className?: string;
}

/** « 3 h 20 restantes » or « En retard de 2 h »; nothing once the intervention took place. */
export function TimeLeft({ deadlineAt, intervenedAt, now, className }: DeadlineProps) {
  if (intervenedAt) return <span className={cn('text-muted-foreground', className)}>Intervention effectuée</span>;
  const { text, overdue } = deadlineText(deadlineAt, now);
  return (
    <span className={cn('tabular-nums', overdue ? 'font-semibold text-destructive' : 'text-foreground', className)}>
      {text}
    </span>
  );
}
