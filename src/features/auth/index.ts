/**
 * The auth feature's public face: what code outside it (the staff sign-in, src/staff) may use.
 * Everything else in the feature is its own and may change without asking; lint holds others to
 * this file (eslint.config.js).
 */
export { useForgotPassword } from './api/forgot-password';
export { useLogin } from './api/login';
export { useResetPassword } from './api/reset-password';
export { useSubmitResetCode } from './api/submit-reset-code';
