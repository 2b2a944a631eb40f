import { describe, expect, it } from 'vitest';
import { ilikeAnyOf } from './postgrest-search';

describe('ilikeAnyOf', () => {
  it('matches the term in every column, quoted', () => {
    expect(ilikeAnyOf(['email', 'company'], ' Dupont, fils ')).toBe('email.ilike."*Dupont, fils*",company.ilike."*Dupont, fils*"');
  });

  it('keeps LIKE wildcards and quotes as text', () => {
    expect(ilikeAnyOf(['subject'], '100%_"x"')).toBe('subject.ilike."*100\\\\%\\\\_\\"x\\"*"');
  });

  it('gives no filter for an empty search', () => {
    expect(ilikeAnyOf(['email'], '   ')).toBeNull();
  });
});
