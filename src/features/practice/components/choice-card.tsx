import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from '../../../ui/icon';
import { FieldError } from '../../../ui/text-field';

interface ChoiceCardProps {
  /** The radio group's name. */
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  label: ReactNode;
  /** A line under the label (a count, what the choice means). */
  detail?: ReactNode;
}

/** One option of a radio group drawn as a card: the whole card is the target. */
export function ChoiceCard({ name, value, checked, onChange, label, detail }: ChoiceCardProps) {
  return (
    <Card $checked={checked}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} />
      <span>
        <strong>{label}</strong>
        {detail ? <Detail>{detail}</Detail> : null}
      </span>
    </Card>
  );
}

/** A fieldset of choice cards with its legend and an optional error. */
export const ChoiceGroup = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Cards side by side where they fit, at least 13rem each. */
export const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
`;

const Card = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.color.brand.primary : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked }) => ($checked ? theme.color.brand.subtle : theme.color.bg.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.color.brand.onSubtle : theme.color.text.default)};
  cursor: pointer;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.brand.primary};
  }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
  > span { display: grid; gap: ${({ theme }) => theme.space.xxs}; min-width: 0; overflow-wrap: anywhere; }
`;

const Detail = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The server's sentence about a group of choices it refused, under the group. */
export function GroupError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <FieldError id={id}>
      <AlertIcon size={18} />
      <span>{children}</span>
    </FieldError>
  );
}
