/** supabase-js keeps the session under `sb-<project>-auth-token`; no key means signed out. */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (/^sb-.+-auth-token$/.test(localStorage.key(i) ?? '')) return true;
    }
  } catch {
    return false;
  }
  return false;
}
