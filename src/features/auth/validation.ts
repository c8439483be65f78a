/** Client-side checks that spare a round trip; the server checks everything again. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const todayIso = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Keeps only the errors that are set, so `Object.keys(errors).length` counts problems. */
export function compact<T extends Record<string, string | undefined | false>>(errors: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => Boolean(v))) as Partial<Record<keyof T, string>>;
}
