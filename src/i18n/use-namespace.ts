import { useTranslation } from 'react-i18next';
import { useTenant } from '../tenant/tenant-context';
import { addNamespace } from './i18n';

/** useTranslation for an area whose strings load with its chunk. */
export function useNamespace(namespace: string, strings: object) {
  const { i18n } = useTranslation();
  const { copy } = useTenant();
  addNamespace(i18n, namespace, strings, copy);
  return useTranslation(namespace);
}
