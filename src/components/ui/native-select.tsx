import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldControlClass } from './input';

/** The browser's own select, styled as the inputs: for dense forms with long option lists. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="native-select" className={cn(fieldControlClass, 'h-10 py-2', className)} {...props} />;
}
