import type { ReactNode } from 'react';
import { CardHeader, CardTitle } from '@/components/ui/card';

export function CardHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <span className="text-accent-strong [&_svg]:size-4">{icon}</span>
        {children}
      </CardTitle>
    </CardHeader>
  );
}
