import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HashCatchUp } from './hash-catch-up';

afterEach(() => {
  window.location.hash = '';
});

const app = (start: string) =>
  render(
    <MemoryRouter initialEntries={[start]}>
      <HashCatchUp />
      <Routes>
        <Route path="/" element={<p>Landing</p>} />
        <Route path="/user-login" element={<p>Sign in</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('HashCatchUp', () => {
  it('brings the router to the address when the address moved while the app started', async () => {
    window.location.hash = '#/user-login';
    app('/');
    expect(await screen.findByText('Sign in')).toBeTruthy();
  });

  it('leaves a router that matches the address where it is', () => {
    window.location.hash = '#/';
    app('/');
    expect(screen.getByText('Landing')).toBeTruthy();
  });
});
