import { Badge, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProjectForm } from './project-form-model.ts';

/** Step 5: everything the project will show, before it is created. */
export function ReviewSummary({ form }: { form: TProjectForm }) {
  const { t } = useTranslation(['projects', 'auth']);
  const socials = Object.entries(form.socials).filter(([, v]) => v.trim());
  return (
    <Stack gap="sm" data-testid="project-review">
      {form.banner && <Image src={form.banner.url} alt="" h={120} radius="md" fit="cover" />}
      <Group gap="sm">
        {form.logo && <Image src={form.logo.url} alt="" h={48} w={48} radius="sm" fit="cover" />}
        <Title order={3}>{form.name}</Title>
      </Group>
      <Text>{form.description}</Text>
      <Group gap={4}>
        {form.categories.map((c) => (
          <Badge key={c} variant="light">
            {t(`categories.${c}`)}
          </Badge>
        ))}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {form.bio}
      </Text>
      <Text fw={500}>{t('fields.objectives')}</Text>
      <List size="sm">
        {form.objectives
          .filter((o) => o.trim())
          .map((o, i) => (
            <List.Item key={i}>{o}</List.Item>
          ))}
      </List>
      <Text size="sm">
        <b>{t('fields.skills')}:</b> {form.skills.join(', ')}
      </Text>
      <Text size="sm">
        <b>{t('fields.interests')}:</b> {form.interests.map((i) => t(`auth:interests.${i}`)).join(', ')}
      </Text>
      {socials.length > 0 && (
        <Text size="sm">
          <b>{t('about.links')}:</b> {socials.map(([, v]) => v).join(' · ')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('review.gallery', { count: form.gallery.length })}
      </Text>
    </Stack>
  );
}
