import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINIMUM_PASSWORD_LENGTH } from '../../src/config/auth';
import { parseConfigToml } from '../../supabase/local/toml';

describe('password rule', () => {
  it('is the one the auth server applies (supabase/config.toml)', () => {
    const config = parseConfigToml(fs.readFileSync('supabase/config.toml', 'utf8'));
    expect(config('auth', 'minimum_password_length')).toBe(MINIMUM_PASSWORD_LENGTH);
  });
});
