/** Money from minor units in the active language (shared with the server's invoices and mails). */
export { formatMoney } from '../../shared/i18n/money';
