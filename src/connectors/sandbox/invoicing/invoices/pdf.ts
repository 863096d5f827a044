import type { Contact, Invoice } from '../../../../model/index.js';

const TYPE_TITLES: Record<string, string> = {
  customer_invoice: 'INVOICE',
  customer_refund: 'CREDIT NOTE',
  supplier_invoice: 'VENDOR BILL',
  supplier_refund: 'VENDOR CREDIT NOTE',
};

/**
 * The invoice as a one-page PDF (PDF 1.4, Helvetica, WinAnsi text), built here without a
 * library: a real document any reader opens, with the invoice's parties, lines and totals.
 */
export function invoicePdf(invoice: Invoice, partner: Contact | undefined): string {
  const money = (n: number | null) => `${(n ?? 0).toFixed(2)} ${invoice.currency}`;
  const partnerName =
    partner?.company_name && partner.is_company
      ? partner.company_name
      : [partner?.first_name, partner?.last_name].filter(Boolean).join(' ') || (partner?.company_name ?? '');
  const rows: [size: number, text: string][] = [
    [18, `${TYPE_TITLES[invoice.invoice_type] ?? 'INVOICE'} ${invoice.invoice_number ?? '(draft)'}`],
    [10, 'Lintel Sandbox SRL - Avenue Louise 54, 1050 Bruxelles - BE0123.456.789'],
    [10, ''],
    [11, `To: ${partnerName || '-'}`],
    [11, `Date: ${invoice.invoice_date}    Due: ${invoice.due_date ?? '-'}    Status: ${invoice.status}`],
    ...(invoice.payment_communication
      ? ([[11, `Communication: ${invoice.payment_communication}`]] as [number, string][])
      : []),
    [10, ''],
    ...invoice.lines.map((line): [number, string] => [
      10,
      `${line.quantity} x ${line.description ?? line.product_name ?? ''} @ ${line.unit_price.toFixed(2)}` +
        `${line.discount_amount ? ` - ${line.discount_amount.toFixed(2)}` : ''}` +
        `  VAT ${line.tax_rate ?? 0}%  ${money(line.total)}`,
    ]),
    [10, ''],
    [11, `Untaxed: ${money(invoice.untaxed_amount)}`],
    [11, `VAT: ${money(invoice.tax_amount)}`],
    [12, `Total: ${money(invoice.total)}`],
    [11, `Left to pay: ${money(invoice.outstanding_amount)}`],
  ];
  const pdfText = (text: string) =>
    text
      .replace(/[^\x20-\x7e\xa0-\xff]/g, '-')
      .replace(/\\/g, '\\\\')
      .replace(/\(/g, '\\(')
      .replace(/\)/g, '\\)');
  let y = 800;
  const content = rows
    .map(([size, text]) => {
      y -= size + 6;
      return `BT /F1 ${size} Tf 50 ${y} Td (${pdfText(text)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1').toString('base64');
}
