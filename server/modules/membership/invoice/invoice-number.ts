/** The provider's sequential invoice number as printed: INV-000042, INV-1234567 past a million. */
export function formatInvoiceNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`invoice number must be a positive integer, got ${n}`);
  return `INV-${String(n).padStart(6, '0')}`;
}
