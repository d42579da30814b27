import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/** The unsaved-changes question for a blocked navigation. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('projects');
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('leave.title')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      confirmColor="red"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('leave.text')}
    </ConfirmDialog>
  );
}
