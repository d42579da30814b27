import { Outlet } from 'react-router';

/** The landing and legal pages bring their own header, landmarks and footer. */
export function BlankLayout() {
  return <Outlet />;
}
