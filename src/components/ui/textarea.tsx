import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldControlClass } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" rows={rows} className={cn(fieldControlClass, 'py-2', className)} {...props} />;
}
