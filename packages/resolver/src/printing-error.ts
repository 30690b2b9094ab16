/**
 * A printing that cannot be read at all: not an object, or a field of the wrong type. Missing
 * or empty fields are not errors (real feeds lack them); see docs/RESOLVER.md for each outcome.
 */
export class PrintingError extends TypeError {
  override readonly name = 'PrintingError';

  constructor(
    /** The printing field at fault, or `(printing)` for the whole value. */
    readonly field: string,
    detail: string,
  ) {
    super(`foilkit resolver: printing ${field === '(printing)' ? '' : `field "${field}" `}${detail}`);
  }
}
