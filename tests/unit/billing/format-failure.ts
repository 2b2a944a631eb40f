import { BillingFormatError } from '../../../supabase/functions/_shared/billing/format-error';

/** The BillingFormatError `run` throws (any other outcome fails the test). */
export function formatFailure(run: () => unknown): BillingFormatError {
  try {
    run();
  } catch (error) {
    if (error instanceof BillingFormatError) return error;
    throw error;
  }
  throw new Error('Expected a BillingFormatError, nothing was thrown');
}
