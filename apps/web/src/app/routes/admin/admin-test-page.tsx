import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { useAdminTest } from '../../../features/admin-tests/api/get-admin-test.ts';
import { useTestCategories } from '../../../features/admin-tests/api/get-test-categories.ts';
import { TestEditor } from '../../../features/admin-tests/components/test-editor.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminTestPage() {
  return (
    <CatalogGate>
      <EditTest />
    </CatalogGate>
  );
}

function EditTest() {
  const { t } = useTranslation(['admin-tests', 'errors']);
  const { id = '' } = useParams();
  const test = useAdminTest(id);
  const categories = useTestCategories();
  usePageTitle(test.data?.title[currentLanguage()] ?? t('admin-tests:pageTitles.test'));

  if (test.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('admin-tests:loading')} />
      </Center>
    );
  }
  if (test.isError) {
    const notFound = test.error instanceof ApiError && test.error.statusCode === 404;
    return (
      <Stack gap="md" align="flex-start">
        <Alert
          color="red"
          role="alert"
          title={notFound ? t('admin-tests:detail.notFound') : t('admin-tests:detail.error')}
        >
          {notFound ? null : translateApiError(t, test.error, t('admin-tests:detail.error'))}
        </Alert>
        <Button component={Link} to="/admin/tests" variant="default">
          {t('admin-tests:detail.back')}
        </Button>
      </Stack>
    );
  }
  return <TestEditor key={test.data.id} test={test.data} categories={categories.data?.items ?? []} />;
}
