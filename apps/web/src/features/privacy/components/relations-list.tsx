import { Alert, Avatar, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useRelations } from '../api/get-relations.ts';
import { useRemoveRelation } from '../api/remove-relation.ts';

/** The people one blocked or muted, each with a button that undoes it. */
export function RelationsList() {
  const { t } = useTranslation('settings');
  const relations = useRelations();
  const remove = useRemoveRelation();

  return (
    <Stack gap="sm" data-testid="relations-list">
      <Title order={2} size="h4">
        {t('privacy.relationsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('privacy.relationsHint')}
      </Text>
      <FormAlert message={remove.isError ? translateApiError(t, remove.error, t('privacy.undoError')) : null} />
      {relations.isPending ? <Skeleton h={64} radius="md" /> : null}
      {relations.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title={t('loadError')}>
          <Button mt="sm" size="xs" variant="light" onClick={() => void relations.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
      {relations.data?.items.length === 0 ? (
        <Text size="sm" data-testid="relations-empty">
          {t('privacy.relationsEmpty')}
        </Text>
      ) : null}
      {relations.data?.items.map(({ user, kind }) => {
        const name = `${user.firstName} ${user.lastName}`;
        return (
          <Paper key={user.id} withBorder radius="md" p="sm" data-testid="relation-row">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={user.avatarUrl} alt="" radius="xl">
                  {user.firstName.charAt(0)}
                </Avatar>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {kind === 'MUTE' ? <Link to={`/app/profile/${user.username}`}>{name}</Link> : name}
                  </Text>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed" truncate>
                      @{user.username}
                    </Text>
                    <Badge size="xs" variant="light" color={kind === 'BLOCK' ? 'red' : 'gray'}>
                      {t(`privacy.kind.${kind}`)}
                    </Badge>
                  </Group>
                </Stack>
              </Group>
              <Button
                size="xs"
                variant="light"
                style={{ flexShrink: 0 }}
                loading={remove.isPending && remove.variables === user.id}
                onClick={() => remove.mutate(user.id)}
                aria-label={t(`privacy.undoLabel.${kind}`, { name })}
              >
                {t(`privacy.undo.${kind}`)}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
