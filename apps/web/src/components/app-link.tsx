import { use } from 'react';
import { LinkContext, type TAppLinkProps } from '../lib/link-context.ts';

/** An in-app link (see lib/link-context.ts); usable as Mantine's `component={AppLink}` with `to`. */
export function AppLink(props: TAppLinkProps) {
  return use(LinkContext)(props);
}
