import type { TCertificate } from '@bagdar/contracts';
import { ActionIcon, Anchor, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCertificate, IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useDeleteCertificate } from '../api/delete-certificate.ts';
import { CertificateForm } from './certificate-form.tsx';
import { certificateErrorMessage } from './media-error.ts';

/** The certificates: open on anyone's profile; add and delete (with confirmation) on one's own. */
export function CertificatesTab({ certificates, isMe }: { certificates: TCertificate[]; isMe: boolean }) {
  const { t } = useTranslation(['profile', 'errors']);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TCertificate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteCertificate();

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    setError(null);
    remove.mutate(id, {
      onSuccess: () => notifySuccess(t('profile:certificates.deleted')),
      onError: (e) => setError(certificateErrorMessage(t, e, t('profile:certificates.deleteError'))),
    });
  };

  return (
    <Stack gap="md">
      {isMe && !adding ? (
        <Group>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('profile:certificates.add')}
          </Button>
        </Group>
      ) : null}
      {isMe && adding ? (
        <Paper withBorder p="md" radius="md">
          <CertificateForm onDone={() => setAdding(false)} />
        </Paper>
      ) : null}
      <FormAlert message={error} />
      {certificates.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('profile:certificates.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {certificates.map((certificate) => (
            <Paper key={certificate.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconCertificate size={24} aria-hidden style={{ flexShrink: 0 }} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {certificate.name}
                    </Text>
                    <Group gap="xs">
                      <Badge size="sm" variant="light" color={certificate.kind === 'FILE' ? 'grape' : 'blue'}>
                        {certificate.kind === 'FILE'
                          ? t('profile:certificates.kindFile')
                          : t('profile:certificates.kindLink')}
                      </Badge>
                      <Anchor href={certificate.url} target="_blank" rel="noopener noreferrer" size="sm">
                        <Group gap={4} wrap="nowrap" component="span">
                          {t('profile:certificates.open')}
                          <IconExternalLink size={14} aria-hidden />
                        </Group>
                      </Anchor>
                    </Group>
                  </Stack>
                </Group>
                {isMe ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('profile:certificates.deleteLabel', { name: certificate.name })}
                    onClick={() => setDeleting(certificate)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('profile:certificates.deleteTitle')}
        centered
      >
        <Text>{t('profile:certificates.deleteText', { name: deleting?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('profile:certificates.cancel')}
          </Button>
          <Button color="red" onClick={confirmDelete}>
            {t('profile:certificates.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
