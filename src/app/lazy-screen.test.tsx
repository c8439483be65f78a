import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyModules, lazyScreen, preloadModules } from './lazy-screen';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('lazyScreen', () => {
  it('shows the fallback until its chunk arrives, like React.lazy', async () => {
    const arrived = deferred();
    const Greeting = lazyScreen('test/greeting-a.tsx', async () => {
      await arrived.promise;
      return ({ name }: { name: string }) => <p>Hello {name}</p>;
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Amara" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrived.resolve());
    expect(await screen.findByText('Hello Amara')).toBeTruthy();
  });

  it('once preloaded, draws at once: the fallback never shows', async () => {
    const Greeting = lazyScreen('test/greeting-b.tsx', async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    await preloadModules(['test/greeting-b.tsx', 'test/not-a-screen.tsx']);
    let fallbackShown = false;
    function Fallback() {
      fallbackShown = true;
      return null;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Greeting name="Amara" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Amara')).toBeTruthy();
    expect(fallbackShown).toBe(false);
    expect(lazyModules()).toContain('test/greeting-b.tsx');
  });
});
