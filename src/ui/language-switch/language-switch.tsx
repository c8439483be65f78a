import styled from 'styled-components';

export interface LanguageSwitchOption {
  /** BCP 47 tag: the button speaks it (lang), so a screen reader reads each name in its own language. */
  code: string;
  /** The language's own name for itself ("English", "العربية"). */
  name: string;
}

export interface LanguageSwitchProps {
  /** Names the group for assistive technology, in the page's language ("Language"). */
  label: string;
  options: ReadonlyArray<LanguageSwitchOption>;
  /** The page's language. */
  current: string;
  onChoose: (code: string) => void;
}

/**
 * The languages a learner may read the site in, each by its own name; the page's is pressed.
 * Buttons, not a select: two or three languages read at a glance, and each name is in its own
 * script.
 */
export function LanguageSwitch({ label, options, current, onChoose }: LanguageSwitchProps) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Choice
          key={option.code}
          type="button"
          lang={option.code}
          aria-pressed={option.code === current}
          onClick={() => option.code !== current && onChoose(option.code)}
        >
          {option.name}
        </Choice>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Choice = styled.button`
  min-height: ${({ theme }) => theme.layout.control};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand.primary};
    background: ${({ theme }) => theme.color.brand.primary};
    color: ${({ theme }) => theme.color.brand.onPrimary};
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;
