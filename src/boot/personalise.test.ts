import { describe, expect, it } from 'vitest';
import { personalise } from './personalise';

describe('personalise', () => {
  const screen = () => {
    const node = document.createElement('div');
    node.innerHTML = '<h1>Welcome, \uE000 \uE001</h1><span aria-label="Account of \uE000 \uE001">\uE000\uE001</span><p>\uE002</p>';
    return node;
  };

  it("puts the stored learner's name, initials and email where the stand-ins are", () => {
    localStorage.setItem('user', JSON.stringify({ first_name: 'Amara', last_name: 'Okafor', email: 'amara@example.com' }));
    const node = screen();
    personalise(node);
    expect(node.innerHTML).toBe('<h1>Welcome, Amara Okafor</h1><span aria-label="Account of Amara Okafor">AO</span><p>amara@example.com</p>');
  });

  it('leaves no stand-in behind without a stored user, or with one that cannot be read', () => {
    for (const stored of [null, '{', '"text"', JSON.stringify({ first_name: 7 })]) {
      if (stored === null) localStorage.removeItem('user');
      else localStorage.setItem('user', stored);
      const node = screen();
      personalise(node);
      expect(node.innerHTML).not.toMatch(/[\uE000-\uE002]/);
    }
  });
});
