import type { TMedia } from '@bagdar/contracts';
import { ActionIcon, Group, Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Thumbnails; a click opens the modal viewer (arrow keys move, Escape closes). */
export function Gallery({ images }: { images: TMedia[] }) {
  const { t } = useTranslation('projects');
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const move = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + count) % count));

  useEffect(() => {
    if (open === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') move(1);
      if (event.key === 'ArrowLeft') move(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open === null, count]);

  if (count === 0) return <Text c="dimmed">{t('gallery.empty')}</Text>;
  const current = open === null ? null : images[open];
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
        {images.map((image, index) => (
          <UnstyledButton
            key={image.id}
            onClick={() => setOpen(index)}
            aria-label={t('gallery.open', { n: index + 1, total: count })}
            data-testid="gallery-thumb"
          >
            <Image src={image.url} alt="" h={110} radius="sm" fit="cover" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={current !== null && current !== undefined}
        onClose={() => setOpen(null)}
        title={t('gallery.position', { n: (open ?? 0) + 1, total: count })}
        size="xl"
        centered
        data-testid="gallery-modal"
      >
        {current && (
          <Stack gap="sm">
            <Image src={current.url} alt={t('gallery.imageN', { n: (open ?? 0) + 1 })} fit="contain" mah="70vh" />
            {count > 1 && (
              <Group justify="space-between">
                <ActionIcon variant="light" size="lg" onClick={() => move(-1)} aria-label={t('gallery.previous')}>
                  <IconChevronLeft aria-hidden />
                </ActionIcon>
                <Text size="sm" c="dimmed">
                  {t('gallery.keys')}
                </Text>
                <ActionIcon variant="light" size="lg" onClick={() => move(1)} aria-label={t('gallery.next')}>
                  <IconChevronRight aria-hidden />
                </ActionIcon>
              </Group>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
