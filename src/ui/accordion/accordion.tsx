import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icon';

interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Index open at first; -1 for none. Default 0. */
  defaultOpenIndex?: number;
  /** Heading level of each item's button wrapper. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A list of disclosures of which at most one is open: opening one closes the other
 * (WAI-ARIA accordion pattern: buttons with aria-expanded controlling labelled regions).
 */
export function Accordion({ items, defaultOpenIndex = 0, headingLevel = 3 }: AccordionProps) {
  const [openId, setOpenId] = useState<string | undefined>(items[defaultOpenIndex]?.id);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <List>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Item key={item.id} $open={open}>
            <ItemHeading as={Heading}>
              <Trigger type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => setOpenId(open ? undefined : item.id)}>
                <span>{item.title}</span>
                <Chevron $open={open}>
                  <ChevronDownIcon />
                </Chevron>
              </Trigger>
            </ItemHeading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.div<{ $open: boolean }>`
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme, $open }) => ($open ? theme.color.brand.primary : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  transition: border-color ${({ theme }) => theme.motion.normal};
`;

const ItemHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: none;
  border: 0;
  border-radius: inherit;
  color: ${({ theme }) => theme.color.text.heading};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  cursor: pointer;
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.text.link};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.motion.normal};
`;

const Panel = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.text.muted};
  white-space: pre-line;
`;
