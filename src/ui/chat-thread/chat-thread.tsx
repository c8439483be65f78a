import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';

export interface ChatEntry {
  id: string;
  text: string;
  /** The reader's own message: shown on the right. */
  mine: boolean;
  /** Who wrote it, shown above the text of others' messages. Default none. */
  author?: string;
  /** ISO date-time it was sent. */
  date: string;
}

export interface ChatThreadProps {
  /** The messages, oldest first. Required. */
  messages: ReadonlyArray<ChatEntry>;
  /** The accessible name of the message list, e.g. 'Messages'. Required. */
  label: string;
  /** Shown when there is no message yet, e.g. 'No Chats Found!'. Required. */
  emptyText: string;
  /** The words before each message's time, e.g. 'Sent at'. Required. */
  sentAtLabel: string;
  /** The page's language (useLanguage()), which the times are written in. Required. */
  language: string;
}

interface ChatTimes {
  time: Intl.DateTimeFormat;
  full: Intl.DateTimeFormat;
}

const timesByLanguage = new Map<string, ChatTimes>();

/**
 * How a language writes a message's time and, on hover, its date and time. The spec's chat
 * times in English are en-US 12-hour ("3:05 PM"), in British English too; another language
 * writes its own clock ("3:05 م" in Arabic).
 */
export function chatTimes(language: string): ChatTimes {
  let times = timesByLanguage.get(language);
  if (!times) {
    const english = language === 'en' || language.startsWith('en-');
    const locale = english ? 'en-US' : language;
    times = {
      time: new Intl.DateTimeFormat(locale, english ? { hour: 'numeric', minute: '2-digit', hour12: true } : { hour: 'numeric', minute: '2-digit' }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    };
    timesByLanguage.set(language, times);
  }
  return times;
}

/**
 * A chat's messages: the reader's own on the right, others' on the left, each with its time. The
 * list scrolls by itself and keeps the newest in view; new messages are announced (role log).
 */
export function ChatThread({ messages, label, emptyText, sentAtLabel, language }: ChatThreadProps) {
  const list = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);

  if (messages.length === 0) return <Empty>{emptyText}</Empty>;
  const { time, full } = chatTimes(language);
  return (
    <Log ref={list} role="log" aria-label={label} tabIndex={0}>
      <List>
        {messages.map((message) => {
          const sent = new Date(message.date);
          return (
            <Item key={message.id} $mine={message.mine}>
              <Bubble $mine={message.mine}>
                {message.author && !message.mine ? <Author>{message.author}</Author> : null}
                <Text dir="auto">{message.text}</Text>
              </Bubble>
              <Sent dateTime={message.date} title={full.format(sent)}>
                {sentAtLabel} {time.format(sent)}
              </Sent>
            </Item>
          );
        })}
      </List>
    </Log>
  );
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Log = styled.div`
  max-height: min(60vh, 36rem);
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
`;

const Item = styled.li<{ $mine: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: min(85%, 36rem);
  justify-items: ${({ $mine }) => ($mine ? 'end' : 'start')};
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ $mine, theme }) =>
    $mine
      ? css`
          background: ${theme.color.brand.primary};
          color: ${theme.color.brand.onPrimary};
          border-end-end-radius: ${theme.radius.sm};
        `
      : css`
          background: ${theme.color.bg.surface};
          color: ${theme.color.text.default};
          border: 1px solid ${theme.color.border.default};
          border-end-start-radius: ${theme.radius.sm};
        `}
`;

const Author = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Sent = styled.time`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
  background: ${({ theme }) => theme.color.bg.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
`;
