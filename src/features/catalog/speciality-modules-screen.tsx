import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/card';
import { Screen } from '../../ui/screen';
import { SearchBox } from '../../ui/search-box';
import { Skeleton } from '../../ui/skeleton';
import { useTopics } from './api/get-topics';
import { TopicCard } from './components/topic-card';
import { useDebouncedValue } from './lib/use-debounced-value';
import { useCatalogText } from './use-catalog-text';

/** The spec: the search is applied after a 500 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The contract caps the search text at 100 characters. */
const MAX_SEARCH = 100;
/** The spec's placeholder count for lists. */
const PLACEHOLDERS = 6;

/** Speciality Modules (spec): a search box and the topics as cards, three a row on large screens. */
export function SpecialityModulesScreen() {
  const t = useCatalogText();
  const theme = useTheme();
  usePageTitle(t('modules.title'));
  const [search, setSearch] = useState('');
  const key = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const topics = useTopics(key);
  const list = topics.data;
  // A new search is under way while the last list is still shown.
  const updating = topics.isPlaceholderData;

  return (
    <Screen $width="wide">
      <header>
        <h1>{t('modules.title')}</h1>
        <p>{t('modules.lead')}</p>
      </header>
      <SearchBox
        landmark
        maxLength={MAX_SEARCH}
        label={t('modules.searchLabel')}
        placeholder={t('modules.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {/* What a search found, for screen readers (the cards change without focus moving). */}
      <p className="visually-hidden" role="status">
        {key && list && !updating ? t('modules.found', { count: list.length }) : ''}
      </p>
      {topics.isError ? <Alert kind="error">{topics.error.message}</Alert> : null}
      {topics.isPending ? (
        <Grid as="div" role="status" aria-busy="true" aria-label={t('modules.loading')}>
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <Placeholder key={i}>
              <Skeleton width="70%" height="1.5rem" />
              <Skeleton width="45%" />
              <Skeleton width="55%" />
              <Skeleton width="40%" height={theme.layout.control} radius="md" />
            </Placeholder>
          ))}
        </Grid>
      ) : null}
      {list && list.length === 0 ? <Empty>{key ? t('modules.emptySearch', { key }) : t('modules.empty')}</Empty> : null}
      {list && list.length > 0 ? (
        <Grid aria-label={t('modules.listLabel')} aria-busy={updating || undefined}>
          {list.map((topic) => (
            <li key={topic._id}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </Grid>
      ) : null}
    </Screen>
  );
}

/** One column on phones, two on tablets, three from large screens (the spec's 3-per-row grid). */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${({ theme }) => theme.space.lg}; }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Placeholder = styled(Card).attrs({ $padding: 'md', $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center;
`;
