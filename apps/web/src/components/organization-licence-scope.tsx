import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * What an organisation's licence opens and what it does not. The licence satisfies the
 * STANDARD_OR_ORG and PRO_OR_ORG policies (every test, the full personality analysis with its
 * report); the PRO_ONLY sections (careers, institutions) need a personal Pro subscription.
 * The billing page and the paywall both show it, so a member reads the same answer on each.
 */
export function OrganizationLicenceScope() {
  const { t } = useTranslation('common');
  const includes = t('licence.includes', { returnObjects: true }) as string[];
  const excludes = t('licence.excludes', { returnObjects: true }) as string[];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="licence-scope">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('licence.includesTitle')}
        </Text>
        <List size="sm" spacing={4} icon={<IconCheck size={14} aria-hidden color="var(--mantine-color-teal-7)" />}>
          {includes.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('licence.excludesTitle')}
        </Text>
        <List size="sm" spacing={4} icon={<IconX size={14} aria-hidden color="var(--mantine-color-red-7)" />}>
          {excludes.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
    </SimpleGrid>
  );
}
