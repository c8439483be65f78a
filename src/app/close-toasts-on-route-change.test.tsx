import { useEffect } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWeb } from '../../tests/support/render-web';
import { toast } from '../ui/toast';
import { CloseToastsOnRouteChange } from './close-toasts-on-route-change';

afterEach(() => act(() => toast.clear()));

function Go({ to, label = `Go ${to}`, before }: { to: string; label?: string; before?: () => void }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        before?.();
        void navigate(to);
      }}
    >
      {label}
    </button>
  );
}

/** A screen that shows a toast as it opens (a success banner's own message, say). */
function Greeting() {
  useEffect(() => void toast.info('Welcome back'), []);
  return <p>Greeting</p>;
}

function renderApp(path = '/form') {
  return renderWeb(
    <>
      <CloseToastsOnRouteChange />
      <Routes>
        <Route
          path="/form"
          element={
            <>
              <p>Form</p>
              <Go to="/done" />
              <Go to="/form?page=2" label="Next page" />
              <Go to="/login" label="Reset" before={() => toast.success('Password reset', { forNextScreen: true })} />
            </>
          }
        />
        <Route
          path="/done"
          element={
            <>
              <p>Done</p>
              <Go to="/greeting" />
            </>
          }
        />
        <Route
          path="/login"
          element={
            <>
              <p>Login</p>
              <Go to="/done" />
            </>
          }
        />
        <Route path="/greeting" element={<Greeting />} />
      </Routes>
    </>,
    { path },
  );
}

const messages = () =>
  screen
    .queryAllByRole('alert')
    .concat(screen.queryAllByRole('status'))
    .map((t) => t.textContent);

describe('toasts on a change of screen', () => {
  it('closes an error toast when the learner moves to another screen', () => {
    renderApp();
    act(() => void toast.error('Failed to save'));
    expect(screen.getByRole('alert').textContent).toContain('Failed to save');
    fireEvent.click(screen.getByRole('button', { name: 'Go /done' }));
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps toasts on the same screen: a changed query string is not a new screen', () => {
    renderApp();
    act(() => void toast.error('Failed to save'));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('alert').textContent).toContain('Failed to save');
  });

  it('keeps a toast shown for the screen the code then opens, and closes it on the change after', () => {
    renderApp();
    act(() => void toast.error('Failed to save'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Login')).toBeTruthy();
    expect(messages()).toEqual([expect.stringContaining('Password reset')]);
    fireEvent.click(screen.getByRole('button', { name: 'Go /done' }));
    expect(messages()).toEqual([]);
  });

  it('keeps a toast the new screen shows as it opens', () => {
    renderApp('/done');
    act(() => void toast.error('Failed to load'));
    fireEvent.click(screen.getByRole('button', { name: 'Go /greeting' }));
    expect(messages()).toEqual([expect.stringContaining('Welcome back')]);
  });
});
