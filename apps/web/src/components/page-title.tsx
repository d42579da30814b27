import { useEffect } from 'react';

export const PRODUCT_NAME = 'Bagdar';

export function formatPageTitle(title: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets `document.title` to `{title} | Bagdar`; pass an already translated title so it follows the language. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
