import { Outlet } from '@remix-run/react';

/** A route of the app's table with children: renders only them. */
export default function Layout() {
  return <Outlet />;
}
