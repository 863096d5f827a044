import { type Invoice, invoice } from '../../../../model/index.js';
import { fromStored } from '../../records.js';

/** A stored invoice as the model's; the lines' analytic distribution only when asked for. */
export function toInvoice(data: object, options: { analytic: boolean }): Invoice {
  const stored = fromStored(invoice, data);
  return {
    ...stored,
    lines: (stored.lines ?? []).map((line) => ({
      ...line,
      analytic_distribution: options.analytic ? (line.analytic_distribution ?? []) : [],
    })),
  };
}
