import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { PublicHeader } from './public-header.tsx';

/** Header with logo, language and colour scheme over a plain page (error pages). */
export function SimpleLayout() {
  return (
    <Box mih="100vh">
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </Box>
  );
}
