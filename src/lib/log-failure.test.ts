import { afterEach, describe, expect, it, vi } from 'vitest';
import { logFailure } from './log-failure';

describe('logFailure', () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => spy.mockClear());

  it('writes the scope, the action, the code and the message on one line, then the error', () => {
    const error = { code: '42501', message: 'permission denied for schema private', details: null, hint: null };
    logFailure('quote_requests', 'insert', error);
    expect(spy).toHaveBeenCalledWith(
      '[quote_requests] insert failed 42501: permission denied for schema private',
      error,
    );
  });

  it('says when there is no code (a network failure) and stringifies what is not an error object', () => {
    logFailure('quote_requests', 'insert', new TypeError('Failed to fetch'));
    expect(spy.mock.calls[0][0]).toBe('[quote_requests] insert failed (sans code): Failed to fetch');
    logFailure('quote_requests', 'insert', 'hors ligne');
    expect(spy.mock.calls[1][0]).toBe('[quote_requests] insert failed (sans code): hors ligne');
  });
});
