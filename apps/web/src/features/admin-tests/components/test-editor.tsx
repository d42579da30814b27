import type { TAdminTest, TTestCategory } from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage, i18n } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useCreateAdminTest } from '../api/create-admin-test.ts';
import { usePublishAdminTest } from '../api/publish-admin-test.ts';
import { useUpdateAdminTest } from '../api/update-admin-test.ts';
import { BasicsTab } from './basics-tab.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { fieldPathOf, locateIssues, type TEditorIssue, type TEditorTab } from './editor-issues.ts';
import {
  editorSchema,
  emptyDraft,
  toDraftBody,
  toEditorValues,
  type TEditorOutput,
  type TEditorValues,
} from './editor-model.ts';
import { FeedbackPanel } from './feedback-panel.tsx';
import { useDetailMessage } from './issue-message.ts';
import { IssuesSummary } from './issues-summary.tsx';
import { QuestionsTab } from './questions-tab.tsx';
import { ScalesTab } from './scales-tab.tsx';
import { TestPreview } from './test-preview.tsx';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';

type TTab = TEditorTab | 'preview' | 'feedback';

function firstTabWithErrors(errors: FieldErrors<TEditorValues>): TEditorTab {
  if (Object.keys(errors).some((key) => key !== 'scales' && key !== 'questions')) return 'basics';
  return errors.scales ? 'scales' : 'questions';
}

/**
 * Creates (no `test`) or edits a test. The form values are the draft body; Save sends them in the
 * on-screen question order. Server details land on their fields, cards and in a summary.
 */
export function TestEditor({
  test,
  categories,
  onCreated,
}: {
  test?: TAdminTest;
  categories: readonly TTestCategory[];
  onCreated?: (test: TAdminTest) => void;
}) {
  const { t } = useTranslation(['admin-tests', 'errors']);
  const detailMessage = useDetailMessage();
  const form = useForm<TEditorValues, unknown, TEditorOutput>({
    resolver: zodResolver(editorSchema, { error: () => 'invalid' }),
    defaultValues: test ? toEditorValues(test) : emptyDraft(),
  });
  const { isDirty, errors } = form.formState;
  const [tab, setTab] = useState<TTab>('basics');
  const [issues, setIssues] = useState<TEditorIssue[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [pendingVersion, setPendingVersion] = useState<TEditorOutput | null>(null);
  const create = useCreateAdminTest();
  const update = useUpdateAdminTest();
  const publish = usePublishAdminTest();
  const { blocker, allowNextLeave } = useLeaveGuard(isDirty);
  const busy = create.isPending || update.isPending || publish.isPending;

  const showServerError = (error: unknown, fallback: string) => {
    const located = error instanceof ApiError ? locateIssues(error.details, form.getValues('scales')) : [];
    setIssues(located);
    // The server's own English message is not shown: a known code is translated, else our fallback.
    const known = error instanceof ApiError && i18n.exists(`errors:${error.code}`);
    setFailure(known ? translateApiError(t, error, fallback) : fallback);
    for (const issue of located) {
      const path = fieldPathOf(issue);
      if (path) form.setError(path as Path<TEditorValues>, { type: 'server', message: detailMessage(issue.detail) });
    }
    if (located[0]) setTab(located[0].tab);
  };

  const persist = async (values: TEditorOutput): Promise<TAdminTest | null> => {
    setIssues([]);
    setFailure(null);
    try {
      const body = toDraftBody(values);
      const saved = test ? await update.mutateAsync({ id: test.id, body }) : await create.mutateAsync(body);
      form.reset(toEditorValues(saved));
      notifySuccess(t('admin-tests:editor.saved'));
      if (!test) {
        allowNextLeave();
        onCreated?.(saved);
      }
      return saved;
    } catch (error) {
      showServerError(error, t('admin-tests:editor.saveFailed'));
      return null;
    }
  };

  const onInvalid = (invalid: FieldErrors<TEditorValues>) => {
    setIssues([]);
    setFailure(t('admin-tests:editor.checkFields'));
    setTab(firstTabWithErrors(invalid));
  };

  const onSave = form.handleSubmit(async (values) => {
    if (test?.status === 'PUBLISHED') setPendingVersion(values);
    else await persist(values);
  }, onInvalid);

  const onPublish = form.handleSubmit(async (values) => {
    if (!test) return;
    if (isDirty && !(await persist(values))) return;
    setIssues([]);
    setFailure(null);
    try {
      const published = await publish.mutateAsync(test.id);
      form.reset(toEditorValues(published));
      notifySuccess(t('admin-tests:editor.published'));
    } catch (error) {
      showServerError(error, t('admin-tests:editor.publishFailed'));
    }
  }, onInvalid);

  const issuesAt = (pick: (issue: TEditorIssue) => boolean) =>
    issues.filter((issue) => pick(issue) && !fieldPathOf(issue)).map((issue) => detailMessage(issue.detail));
  const tabMarks: Record<TEditorTab, number> = {
    basics: issues.filter((i) => i.tab === 'basics').length,
    scales: issues.filter((i) => i.tab === 'scales').length + (errors.scales ? 1 : 0),
    questions: issues.filter((i) => i.tab === 'questions').length + (errors.questions ? 1 : 0),
  };
  const lng = currentLanguage();
  const heading = test ? test.title[lng] || test.slug : t('admin-tests:editor.createTitle');
  const tabLabel = (key: TEditorTab) => (
    <Group gap={6} wrap="nowrap">
      {t(`admin-tests:tabs.${key}`)}
      {tabMarks[key] > 0 && (
        <Badge size="xs" color="red" circle aria-label={t('admin-tests:editor.tabIssues', { n: tabMarks[key] })}>
          !
        </Badge>
      )}
    </Group>
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSave(event)} noValidate aria-label={heading}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <Title order={1}>{heading}</Title>
              {test && (
                <Group gap="xs">
                  <Badge color={test.status === 'PUBLISHED' ? 'teal' : 'gray'} variant="light">
                    {t(`admin-tests:status.${test.status}`)}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {t('admin-tests:editor.version', { version: test.version })}
                  </Text>
                  {isDirty && (
                    <Text size="sm" c="orange">
                      {t('admin-tests:editor.unsaved')}
                    </Text>
                  )}
                </Group>
              )}
            </Stack>
            <Group gap="sm">
              <Button type="submit" loading={create.isPending || update.isPending} disabled={busy}>
                {t('admin-tests:editor.save')}
              </Button>
              {test && test.status === 'DRAFT' && (
                <Button
                  variant="light"
                  color="teal"
                  onClick={() => void onPublish()}
                  loading={publish.isPending}
                  disabled={busy}
                >
                  {t('admin-tests:editor.publish')}
                </Button>
              )}
            </Group>
          </Group>
          {test?.status === 'PUBLISHED' && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('admin-tests:editor.versionNotice')}
            </Alert>
          )}
          {failure && <IssuesSummary title={failure} issues={issues} onOpen={setTab} />}
          {/* Editing panels stay mounted so server errors set on their inputs survive a tab switch;
              the preview and the feedback render only while open. */}
          <Tabs value={tab} onChange={(value) => value && setTab(value as TTab)}>
            <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
              <Tabs.Tab value="basics">{tabLabel('basics')}</Tabs.Tab>
              <Tabs.Tab value="scales">{tabLabel('scales')}</Tabs.Tab>
              <Tabs.Tab value="questions">{tabLabel('questions')}</Tabs.Tab>
              <Tabs.Tab value="preview">{t('admin-tests:tabs.preview')}</Tabs.Tab>
              {test && <Tabs.Tab value="feedback">{t('admin-tests:tabs.feedback')}</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="basics" pt="lg">
              <BasicsTab categories={categories} />
            </Tabs.Panel>
            <Tabs.Panel value="scales" pt="lg">
              <ScalesTab issuesFor={(index) => issuesAt((issue) => issue.scaleIndex === index)} />
            </Tabs.Panel>
            <Tabs.Panel value="questions" pt="lg">
              <QuestionsTab
                issuesFor={(index) => issuesAt((issue) => issue.questionIndex === index)}
                listIssues={issuesAt((issue) => issue.tab === 'questions' && issue.questionIndex === undefined)}
              />
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="lg">
              {tab === 'preview' && <TestPreview />}
            </Tabs.Panel>
            {test && (
              <Tabs.Panel value="feedback" pt="lg">
                {tab === 'feedback' && <FeedbackPanel testId={test.id} />}
              </Tabs.Panel>
            )}
          </Tabs>
        </Stack>
      </form>
      <ConfirmDialog
        opened={pendingVersion !== null}
        title={t('admin-tests:editor.versionTitle')}
        confirmLabel={t('admin-tests:editor.save')}
        cancelLabel={t('admin-tests:editor.cancel')}
        loading={update.isPending}
        onCancel={() => setPendingVersion(null)}
        onConfirm={() => {
          const values = pendingVersion;
          setPendingVersion(null);
          if (values) void persist(values);
        }}
      >
        {t('admin-tests:editor.versionNotice')}
      </ConfirmDialog>
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t('admin-tests:editor.leaveTitle')}
        confirmLabel={t('admin-tests:editor.leave')}
        cancelLabel={t('admin-tests:editor.stay')}
        confirmColor="red"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        {t('admin-tests:editor.leaveBody')}
      </ConfirmDialog>
    </FormProvider>
  );
}
