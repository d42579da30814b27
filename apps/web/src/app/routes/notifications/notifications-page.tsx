import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { NotificationsList } from '../../../features/notifications/components/notifications-list.tsx';

/** `/app/notifications`: every notification of the signed-in user. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('title'));
  return <NotificationsList />;
}
