import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINIMUM_PASSWORD_LENGTH } from '../../src/config/auth';

describe('password rule', () => {
  it('is the one the auth server applies (supabase/config.toml)', () => {
    const toml = fs.readFileSync('supabase/config.toml', 'utf8');
    const auth = /^\[auth\]\s*$([\s\S]*?)(?=^\[)/m.exec(toml)?.[1] ?? '';
    expect(Number(/^minimum_password_length\s*=\s*(\d+)/m.exec(auth)?.[1])).toBe(MINIMUM_PASSWORD_LENGTH);
  });
});
