import type { ReactNode } from 'react';

/** A customer or contact in an admin list: the name over the e-mail, cut to the column and whole in its tooltip. */
export function PersonCell({ name, email, children }: { name: ReactNode; email: string; children?: ReactNode }) {
  return (
    <>
      <div className="font-medium">{name}</div>
      <div className="max-w-64 truncate text-xs text-muted-foreground" title={email}>
        {email}
      </div>
      {children}
    </>
  );
}
