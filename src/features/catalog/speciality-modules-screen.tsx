import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { CardList } from '../../ui/card-list';
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
/** One column on phones, two on tablets, three from large screens (the spec's 3-per-row grid). */
const COLUMNS = { md: 2, lg: 3 };

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
      <CardList
        items={list}
        loading={topics.isPending}
        loadingLabel={t('modules.loading')}
        placeholders={PLACEHOLDERS}
        placeholder={
          <PlaceholderLines>
            <Skeleton width="70%" height="1.5rem" />
            <Skeleton width="45%" />
            <Skeleton width="55%" />
            <Skeleton width="40%" height={theme.layout.control} radius="md" />
          </PlaceholderLines>
        }
        emptyText={key ? t('modules.emptySearch', { key }) : t('modules.empty')}
        label={t('modules.listLabel')}
        busy={updating}
        columns={COLUMNS}
        keyOf={(topic) => topic._id}
        renderItem={(topic) => <TopicCard topic={topic} />}
      />
    </Screen>
  );
}

/** A placeholder card's lines, as close together as the topic card's. */
const PlaceholderLines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
