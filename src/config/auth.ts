/**
 * `[auth] minimum_password_length` of supabase/config.toml (the auth server's own rule, hosted and
 * local); the forms state it before the server has to refuse. tests/unit/auth-config.test.ts
 * keeps the two equal.
 */
export const MINIMUM_PASSWORD_LENGTH = 10;
