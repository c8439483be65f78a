import { useState, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { CardList } from '../../../ui/card-list';
import { Skeleton } from '../../../ui/skeleton';
import type { TestListItem } from '../api/get-tests';
import { SearchBox } from '../../../ui/search-box';

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
      <CardList
        items={shown}
        loading={loading}
        loadingLabel={loadingLabel}
        placeholders={SKELETON_CARDS}
        placeholder={
          <>
            <Skeleton width="70%" height="1.5rem" />
            <Skeleton height="4.5rem" />
            <Skeleton width="85%" />
            <Skeleton height={theme.layout.control} radius="md" />
          </>
        }
        emptyText={emptyText}
        keyOf={(test) => test._id}
        renderItem={renderCard}
      />
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
