import { useEffect } from 'react';
import { firstRenderDrawn } from '../api/first-render-data';

/**
 * Placed after the routes: its effect runs once every screen of the app's first render has
 * mounted (and taken the data fetched for it, src/app/route-data.ts); from then on screens fetch
 * as they always do.
 */
export function FirstRenderDrawn() {
  useEffect(() => firstRenderDrawn(), []);
  return null;
}
