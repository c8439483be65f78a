import { describe, expect, it } from 'vitest';
import { sessionEnds } from './session-ends.ts';

describe('session ends', () => {
  it('tells the cache first, then every watcher; a throwing watcher keeps no other from hearing', () => {
    const heard: string[] = [];
    const ends = sessionEnds({ notice: (id) => heard.push(`cache ${id}`), listening: () => undefined });
    ends.watch({
      ended: () => {
        throw new Error('broken watcher');
      },
      mayHaveMissed: () => undefined,
    });
    const stop = ends.watch({ ended: (id) => heard.push(`sockets ${id}`), mayHaveMissed: () => heard.push('sockets ask again') });
    ends.handlers.notice('s1');
    expect(heard).toEqual(['cache s1', 'sockets s1']);
    stop();
    ends.handlers.notice('s2');
    expect(heard).toEqual(['cache s1', 'sockets s1', 'cache s2']);
  });

  it('asks watchers to check again only when listening resumes after a loss (notices may have been missed)', () => {
    const heard: string[] = [];
    const ends = sessionEnds({ notice: () => undefined, listening: (again) => heard.push(`cache listening again=${again}`) });
    ends.watch({ ended: () => undefined, mayHaveMissed: () => heard.push('ask again') });
    ends.handlers.listening(false);
    ends.handlers.listening(true);
    expect(heard).toEqual(['cache listening again=false', 'cache listening again=true', 'ask again']);
  });
});
