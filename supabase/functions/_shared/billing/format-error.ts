// The one error the billing formats throw: a code the caller can branch on and a French message
// it can show as is (an import screen, a form, a job's log).

export type FormatErrorCode =
  | 'wrong_message' // well-formed, but not the file expected (another message, another namespace)
  | 'malformed' // truncated or not XML/CSV at all
  | 'inconsistent' // read, but its figures disagree (balances, control sums)
  | 'missing_column' // CSV without a mapped column
  | 'invalid_row' // CSV row with a date or amount that cannot be read
  | 'invalid_data'; // data handed to a builder that the format cannot carry

export class BillingFormatError extends Error {
  constructor(
    readonly code: FormatErrorCode,
    message: string,
    /** One French line per problem found, when there are several (rows, debits). */
    readonly details: readonly string[] = [],
  ) {
    super(message);
    this.name = 'BillingFormatError';
  }
}

/** Throws one error listing every problem, or nothing. */
export function throwIfProblems(problems: readonly string[], message: string): void {
  if (problems.length) throw new BillingFormatError('invalid_data', `${message} ${problems.join(' ')}`, problems);
}
