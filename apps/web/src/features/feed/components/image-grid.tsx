import { ActionIcon, Group, Image, Modal, SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TMedia } from '@bagdar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A post's images in a grid; a click opens them large in a lightbox with previous/next. */
export function ImageGrid({ images }: { images: TMedia[] }) {
  const { t } = useTranslation('feed');
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const current = open === null ? undefined : images[open];
  const step = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + images.length) % images.length));
  return (
    <>
      <SimpleGrid cols={images.length === 1 ? 1 : images.length === 2 || images.length === 4 ? 2 : 3} spacing={4}>
        {images.map((image, index) => (
          <UnstyledButton
            key={image.id}
            onClick={() => setOpen(index)}
            aria-label={t('post.openImage', { n: index + 1, total: images.length })}
          >
            <Image
              src={image.url}
              alt=""
              radius="sm"
              fit="cover"
              h={images.length === 1 ? 'auto' : 160}
              mah={images.length === 1 ? 420 : undefined}
              // Keeps the space while the image loads, so the list does not jump.
              style={
                images.length === 1 && image.width && image.height
                  ? { aspectRatio: `${image.width} / ${image.height}` }
                  : undefined
              }
              loading="lazy"
            />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={current !== undefined}
        onClose={() => setOpen(null)}
        size="xl"
        centered
        title={t('post.imageOf', { n: (open ?? 0) + 1, total: images.length })}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
      >
        {current && (
          <Image
            src={current.url}
            alt={t('post.imageOf', { n: (open ?? 0) + 1, total: images.length })}
            fit="contain"
            mah="75vh"
          />
        )}
        {images.length > 1 && (
          <Group justify="space-between" mt="sm">
            <ActionIcon variant="default" size="lg" onClick={() => step(-1)} aria-label={t('post.previousImage')}>
              <IconChevronLeft aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" onClick={() => step(1)} aria-label={t('post.nextImage')}>
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Modal>
    </>
  );
}
