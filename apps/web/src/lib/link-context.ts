import { createContext, createElement, type AnchorHTMLAttributes, type ReactElement, type Ref } from 'react';

export type TAppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path inside the app, e.g. `/auth/login`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * How an in-app link renders: with the router's Link inside the app (app/layouts/root-layout.tsx), with
 * the signed-out landing's own link before the app has loaded (app/landing-entry.tsx), as a plain link
 * otherwise. The landing and the logo link through it (components/app-link.tsx), so the landing's first
 * visit does not load the router (decision 014).
 */
export const LinkContext = createContext<(props: TAppLinkProps) => ReactElement>(({ to, ...rest }) =>
  createElement('a', { href: to, ...rest }),
);
