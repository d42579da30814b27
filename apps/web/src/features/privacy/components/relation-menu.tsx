import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconDots, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useRemoveRelation } from '../api/remove-relation.ts';
import { useSetRelation } from '../api/set-relation.ts';

/**
 * The "⋯" menu on someone else's profile: mute or unmute, and block after a confirmation. A blocked
 * profile is no longer shown, so blocking leads back to the feed; the settings page undoes it.
 */
export function RelationMenu({ userId, name, muted }: { userId: string; name: string; muted: boolean }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const set = useSetRelation();
  const remove = useRemoveRelation();
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: translateApiError(t, error, t('relation.error')) });

  const block = () =>
    set.mutate(
      { userId, kind: 'BLOCK' },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({ color: 'teal', message: t('relation.blocked', { name }) });
          void navigate('/app/feed');
        },
        onError: failed,
      },
    );
  const toggleMute = () => {
    const done = () =>
      notifications.show({ color: 'teal', message: t(muted ? 'relation.unmuted' : 'relation.muted', { name }) });
    if (muted) remove.mutate(userId, { onSuccess: done, onError: failed });
    else set.mutate({ userId, kind: 'MUTE' }, { onSuccess: done, onError: failed });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size="sm" px="xs" aria-label={t('relation.menu')} data-testid="relation-menu">
            <IconDots size={18} aria-hidden />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={muted ? <IconVolume size={16} aria-hidden /> : <IconVolumeOff size={16} aria-hidden />}
            onClick={toggleMute}
          >
            {t(muted ? 'relation.unmute' : 'relation.mute')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconBan size={16} aria-hidden />} onClick={() => setConfirming(true)}>
            {t('relation.block')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('relation.blockTitle', { name })}
        centered
      >
        <Text size="sm">{t('relation.blockText')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('relation.cancel')}
          </Button>
          <Button color="red" loading={set.isPending} onClick={block} data-testid="relation-block-confirm">
            {t('relation.block')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
