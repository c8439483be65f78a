import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { ChatThread } from './chat-thread';

// Sent at 15:05 on the learner's clock, whatever the machine's time zone.
const sent = new Date(2026, 10, 20, 15, 5).toISOString();
const thread = (language: string) => (
  <ChatThread
    label="Messages"
    emptyText="No Chats Found!"
    sentAtLabel="Sent at"
    language={language}
    messages={[{ id: '1', text: 'Is the mock timed?', mine: true, date: sent }]}
  />
);

describe('ChatThread', () => {
  it('writes English times as the spec does (en-US 12-hour), in British English and the pseudo-language too', () => {
    for (const language of ['en-GB', 'en-XA']) {
      const view = renderWeb(thread(language));
      expect(screen.getByText(/^Sent at /).textContent).toBe('Sent at 3:05 PM');
      view.unmount();
    }
  });

  it("writes another language's times in its own clock", () => {
    renderWeb(thread('ar'), { language: 'ar' });
    const time = screen.getByText(/^Sent at /);
    expect(time.textContent).toBe('Sent at 3:05 م');
    expect(time.getAttribute('title')).toMatch(/[\u0600-\u06FF]/);
  });
});
