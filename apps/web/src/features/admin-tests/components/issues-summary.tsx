import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TEditorIssue, TEditorTab } from './editor-issues.ts';
import { useDetailMessage } from './issue-message.ts';

/** The server's complaints in one list at the top; each item opens the tab where it can be fixed. */
export function IssuesSummary({
  title,
  issues,
  onOpen,
}: {
  title: string;
  issues: readonly TEditorIssue[];
  onOpen: (tab: TEditorTab) => void;
}) {
  const { t } = useTranslation('admin-tests');
  const detailMessage = useDetailMessage();
  const where = (issue: TEditorIssue) => {
    if (issue.questionIndex !== undefined) return t('locations.question', { n: issue.questionIndex + 1 });
    if (issue.scaleIndex !== undefined) return t('locations.scale', { n: issue.scaleIndex + 1 });
    if (issue.detail.field === 'questions') return t('locations.questions');
    if (issue.detail.field === 'scales') return t('locations.scales');
    return t('tabs.basics');
  };
  return (
    <Alert role="alert" color="red" variant="light" title={title} icon={<IconAlertCircle size={18} aria-hidden />}>
      {issues.length > 0 && (
        <List size="sm" spacing={4} data-testid="issues-summary">
          {issues.map((issue, index) => (
            <List.Item key={`${issue.detail.field}-${index}`}>
              <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onOpen(issue.tab)}>
                {where(issue)}
              </Anchor>
              {': '}
              {detailMessage(issue.detail)}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
