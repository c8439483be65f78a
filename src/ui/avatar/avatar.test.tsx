import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { Avatar } from './avatar';
import { initialsOf } from './initials-of';

describe('Avatar', () => {
  it('shows the picture with the name as alt text, 40px by default', () => {
    renderWeb(<Avatar src="/uploads/amara.jpg" name="Amara Okafor" />);
    const img = screen.getByRole('img', { name: 'Amara Okafor' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/uploads/amara.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['40', '40']);
  });

  it.each([[undefined], [null], [''], ['/default-profile.svg']])('shows initials instead of a picture when src is %j', (src) => {
    renderWeb(<Avatar src={src} name="Amara Okafor" size={64} />);
    const fallback = screen.getByRole('img', { name: 'Amara Okafor' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('AO');
    expect(document.querySelector('img')).toBeNull();
  });

  it('falls back to initials when the picture fails to load, and tries a new src again', () => {
    const { rerender } = renderWeb(<Avatar src="/uploads/gone.jpg" name="Amara Okafor" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Amara Okafor' }).textContent).toBe('AO');
    rerender(<Avatar src="/uploads/new.jpg" name="Amara Okafor" />);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });

  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Amara Okafor')).toBe('AO');
    expect(initialsOf('  dr. jean-luc  de la cruz ')).toBe('DC');
    expect(initialsOf('Priya')).toBe('P');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf('Amara Chidi Okafor')).toBe('AO');
    expect(initialsOf('𝒜da Lovelace')).toBe('𝒜L');
    expect(initialsOf('عمر خالد')).toBe('عخ');
  });

  it('is hidden from assistive technology when there is no name to say', () => {
    renderWeb(<Avatar name="" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
