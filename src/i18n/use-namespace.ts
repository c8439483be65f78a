import { useTranslation } from 'react-i18next';
import { useTenant } from '../tenant/tenant-context';
import { addNamespace } from './i18n';

/**
 * A translate function, for the few plain functions that build text and so take one as an
 * argument (components draw theirs with useNamespace). react-i18next's `t` fits.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** useTranslation for an area whose strings load with its chunk. */
export function useNamespace(namespace: string, strings: object) {
  const { i18n } = useTranslation();
  const { copy } = useTenant();
  addNamespace(i18n, namespace, strings, copy);
  return useTranslation(namespace);
}
