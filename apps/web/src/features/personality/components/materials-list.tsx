import type { TAnalysis } from '@bagdar/contracts';
import { Anchor, Badge, Group, List, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Recommended learning materials, each a link that opens in a new tab. */
export function MaterialsList({ materials }: { materials: TAnalysis['materials'] }) {
  const { t } = useTranslation('personality');
  return (
    <List spacing="sm" listStyleType="none" p={0} data-testid="materials">
      {materials.map((material) => (
        <List.Item key={material.id}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge variant="light" size="sm" miw={64} c="blue.9">
              {t(`materials.types.${material.type}`)}
            </Badge>
            <div>
              <Anchor href={material.url} target="_blank" rel="noopener noreferrer" size="sm">
                {material.title} <IconExternalLink size={12} aria-hidden />
                <VisuallyHidden>{t('materials.opensInNewTab')}</VisuallyHidden>
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('materials.language', { language: material.language })}
              </Text>
            </div>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
