import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu, type TMenuButtonProps } from '../../../components/deferred-menu.tsx';

const loadDropdown = () => import('./post-menu-dropdown.tsx').then((m) => m.PostMenuDropdown);

/**
 * A post's menu: delete (the author's) and report. A feed renders twenty cards: each renders the button
 * alone until it is first pointed at or focused, when the menu and its dialogs load (post-menu-dropdown.tsx).
 * A closed Menu with two closed Modals and their mutations in each card were about a third of the
 * card's components and hooks on the feed's first load (decision 014).
 */
function PostMenuButton(props: TMenuButtonProps) {
  const { t } = useTranslation('feed');
  return (
    <ActionIcon {...props} variant="subtle" color="gray" aria-label={t('post.menu')} aria-haspopup="menu">
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
}

export function PostMenu({ postId, canDelete }: { postId: string; canDelete: boolean }) {
  return <DeferredMenu load={loadDropdown} Button={PostMenuButton} props={{ postId, canDelete }} />;
}
