import type { Tables } from '@/lib/db';

/** 'Hélène Dubois' — or '' when neither name is known. */
export function leadFullName(lead: Pick<Tables<'leads'>, 'first_name' | 'last_name'>): string {
  return [lead.first_name, lead.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
