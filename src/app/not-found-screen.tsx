import { useTranslation } from 'react-i18next';
import { MessageScreen } from './message-screen';

export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return <MessageScreen title={t('notFound.title')} body={t('notFound.body')} homeLabel={t('notFound.home')} />;
}
