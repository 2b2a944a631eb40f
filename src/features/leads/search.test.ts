import { describe, expect, it } from 'vitest';
import { leadFullName } from './search';

describe('leadFullName', () => {
  it('joins what is known', () => {
    expect(leadFullName({ first_name: 'Hélène', last_name: 'Dubois' })).toBe('Hélène Dubois');
    expect(leadFullName({ first_name: ' Hélène ', last_name: null })).toBe('Hélène');
    expect(leadFullName({ first_name: null, last_name: null })).toBe('');
  });
});
