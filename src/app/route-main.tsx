import { Suspense } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { RouteFallback } from './route-fallback';

/**
 * A layout's main landmark with the routed screen in it: the skip link's target (id main-content,
 * focused by script, so no focus ring), and the route placeholder while a screen's chunk loads. The
 * members' and the staff's layouts use it; each places it with styled(RouteMain).
 */
export function RouteMain({ className }: { className?: string }) {
  return (
    <Main id="main-content" tabIndex={-1} className={className}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </Main>
  );
}

const Main = styled.main`
  &:focus { outline: none; }
`;
