import { useState, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { Skeleton } from '../../../ui/skeleton';
import type { TestListItem } from '../api/get-tests';
import { SearchBox } from './search-box';

/** The spec's skeleton count for lists and exam cards. */
const SKELETON_CARDS = 6;

interface TestSectionProps {
  /** Prefix of the heading's id. */
  id: string;
  heading: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** Shown when no test is listed or none matches the search. */
  emptyText: string;
  /** The accessible name of the placeholders while loading. */
  loadingLabel: string;
  loading: boolean;
  tests: readonly TestListItem[];
  renderCard: (test: TestListItem) => ReactNode;
}

/** Case-insensitive substring of the test name; a blank search keeps every test. */
function matchesSearch(test: TestListItem, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('en-GB');
  return needle === '' || test.test_name.toLocaleLowerCase('en-GB').includes(needle);
}

/** One section of the Tests list: heading, search box, then the cards, the placeholders or the empty text. */
export function TestSection({ id, heading, searchLabel, searchPlaceholder, emptyText, loadingLabel, loading, tests, renderCard }: TestSectionProps) {
  const theme = useTheme();
  const [search, setSearch] = useState('');
  const shown = tests.filter((test) => matchesSearch(test, search));
  const headingId = `${id}-heading`;
  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{heading}</h2>
        <SearchBox label={searchLabel} placeholder={searchPlaceholder} value={search} onChange={setSearch} />
      </Header>
      {loading ? (
        <Grid as="div" role="status" aria-busy="true" aria-label={loadingLabel}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <CardPlaceholder key={i}>
              <Skeleton width="70%" height="1.5rem" />
              <Skeleton height="4.5rem" />
              <Skeleton width="85%" />
              <Skeleton height={theme.layout.control} radius="md" />
            </CardPlaceholder>
          ))}
        </Grid>
      ) : shown.length > 0 ? (
        <Grid>
          {shown.map((test) => (
            <li key={test._id}>{renderCard(test)}</li>
          ))}
        </Grid>
      ) : (
        <Empty>{emptyText}</Empty>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    overflow-wrap: anywhere;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { gap: ${({ theme }) => theme.space.lg}; }
`;

const CardPlaceholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center;
`;
