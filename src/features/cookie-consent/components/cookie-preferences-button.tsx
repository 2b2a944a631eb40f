import { Settings2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cookiePreferencesButtonLabel } from '@/content/legal';
import { openCookiePreferences } from '../consent-events';

/** « Gérer mes préférences de cookies »: reopens the consent preferences (kept apart from the lazy consent UI). */
export function CookiePreferencesButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  return (
    <Button {...props} onClick={() => openCookiePreferences()}>
      <Settings2 aria-hidden="true" />
      {cookiePreferencesButtonLabel}
    </Button>
  );
}
