declare module 'fxa-common-password-list' {
  /** True when the password is on Mozilla's list of the most common passwords. */
  export function test(password: string): boolean;
}
