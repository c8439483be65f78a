import { describe, expect, it } from 'vitest';
import { winAnsiLine } from './win-ansi.ts';

describe('winAnsiLine', () => {
  it('keeps what WinAnsi prints: Latin-1, the pound and euro signs, typographic punctuation', () => {
    const text = 'Zoë Brontë-Ødegård & Søn — £29.99 € “Œuvre” Šárka Ÿ';
    expect(winAnsiLine(text)).toBe(text);
  });

  it('drops only the accents WinAnsi lacks', () => {
    expect(winAnsiLine('Łukasz Wójcik')).toBe('Lukasz Wójcik');
    expect(winAnsiLine('Antonín Dvořák')).toBe('Antonín Dvorák');
    expect(winAnsiLine('Ștefan Ğürsel ı')).toBe('Stefan Gürsel i');
  });

  it('composes decomposed accents first', () => {
    expect(winAnsiLine('Ze\u0301lie')).toBe('Zélie');
  });

  it('marks what has no Latin form, and never passes it through', () => {
    expect(winAnsiLine('李 Дима')).toBe('? ????');
  });

  it('flattens to one clean line', () => {
    expect(winAnsiLine('  Ann\u200b\tLee\r\n\u0000x ')).toBe('Ann Lee x');
  });
});
