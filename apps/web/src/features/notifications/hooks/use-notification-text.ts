import type { TNotification } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { isUiLanguage } from '../../../lib/i18n.ts';
import { formatLongDateTime } from '../../../lib/long-date.ts';

/** The sentence a notification shows, by type, in the interface language. */
export function useNotificationText(): (notification: TNotification) => string {
  const { t, i18n } = useTranslation('notifications');
  const lng = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ru';
  /** A moderator's action, told to its author: what, why (the reason list's label), until when, and their note. */
  const moderationText = (data: Record<string, string>): string => {
    const reason = data.reason ? t(`feed:report.reasons.${data.reason}`) : '';
    const content = t(`item.moderation.content.${data.contentType ?? 'POST'}`);
    const until = data.until ? formatLongDateTime(data.until, lng) : '';
    const text = t(`item.moderation.action.${data.action ?? 'WARN'}`, { reason, content, until });
    return data.note ? `${text}. ${t('item.moderation.note', { note: data.note })}` : text;
  };
  return (n) => {
    const name = n.actor ? n.actor.firstName || n.actor.username : t('item.someone');
    const project = n.data.projectName ?? '';
    switch (n.type) {
      case 'POST_LIKED':
        return t('item.liked', { name });
      case 'POST_COMMENTED':
        return n.data.excerpt
          ? t('item.commented', { name, excerpt: n.data.excerpt })
          : t('item.commentedNoText', { name });
      case 'PROJECT_INVITATION':
        return t('item.invitation', { name, project });
      case 'PROJECT_APPLICATION':
        return t('item.application', { name, project });
      case 'PROJECT_APPLICATION_ACCEPTED':
        return t('item.applicationAccepted', { name, project });
      case 'PROJECT_APPLICATION_REJECTED':
        return t('item.applicationRejected', { name, project });
      case 'PROJECT_INVITATION_ACCEPTED':
        return t('item.invitationAccepted', { name, project });
      case 'PROJECT_MEMBER_REMOVED':
        return t('item.memberRemoved', { name, project });
      case 'MODERATION_ACTION':
        return moderationText(n.data);
      case 'REPORT_RESOLVED':
        return t(`item.moderation.resolved.${n.data.outcome ?? 'DISMISS'}`);
      case 'PLAN_REVIEWED':
        return t('item.planReviewed', { name });
      case 'PLAN_COMMENTED':
        return n.data.excerpt
          ? t('item.planCommented', { name, excerpt: n.data.excerpt })
          : t('item.planCommentedNoText', { name });
      case 'DATA_EXPORT':
        return n.data.status === 'READY'
          ? t('item.dataExport.READY', { date: n.data.expiresAt ? formatLongDateTime(n.data.expiresAt, lng) : '' })
          : t('item.dataExport.FAILED');
      case 'SYSTEM':
        return n.text ? n.text[lng] || n.text.ru : t('item.system');
    }
  };
}
