import { CONTACTS, SUPPORT_REPLY_WORKING_DAYS, type TUpgradeRequest } from '@bagdar/contracts';
import { Alert, Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconBrandTelegram, IconBrandWhatsapp, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { upgradeChatUrl } from './upgrade-chat.ts';

/** A recorded upgrade request: its reference, the promised reply time and the chat with the message typed in. */
export function PendingRequest({
  request,
  tierName,
  username,
}: {
  request: TUpgradeRequest;
  tierName: string;
  username: string;
}) {
  const { t } = useTranslation('billing');
  const message = t('chatMessage', { tier: tierName, reference: request.reference, username });
  const [from, to] = SUPPORT_REPLY_WORKING_DAYS;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconClockHour4 aria-hidden />}
      title={t('pending.title', { tier: tierName })}
      data-testid="upgrade-pending"
    >
      <Stack gap="xs">
        <Text size="sm">{t('pending.body', { from, to })}</Text>
        <Text size="sm">
          {t('pending.reference')} <Code data-testid="request-reference">{request.reference}</Code>
        </Text>
        <Group gap="sm">
          <Button
            component="a"
            href={upgradeChatUrl(message)}
            target="_blank"
            rel="noopener noreferrer"
            color="teal"
            leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          >
            {t('pending.openWhatsapp')}
          </Button>
          <Anchor href={CONTACTS.upgradeChatUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconBrandTelegram size={16} aria-hidden />
              {t('pending.openTelegram')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
