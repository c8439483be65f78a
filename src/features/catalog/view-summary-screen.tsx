import { useMemo } from 'react';
import styled from 'styled-components';
import type { Translate } from '../../i18n/use-namespace';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/card';
import { Screen } from '../../ui/screen';
import { Spinner } from '../../ui/spinner';
import { Tree, type TreeNode } from '../../ui/tree';
import type { Summary } from './api/catalog-types';
import { useSummary } from './api/get-summary';
import { useCatalogText } from './use-catalog-text';

/** The summary as a tree: the domain, its subdomain, then each topic with its subtopics and their question counts. */
export function summaryTree(summary: Summary, t: Translate): TreeNode[] {
  const questions = (count: number) => t('summary.questions', { count });
  const topics = Object.entries(summary.topics).map(([name, topic]) => ({
    id: `topic:${name}`,
    label: name,
    meta: questions(topic.questionsCount),
    children: topic.subtopics.map((sub, i) => ({ id: `topic:${name}:${i}`, label: sub.sub_topic_name, meta: questions(sub.questionsCount) })),
  }));
  return [{ id: 'domain', label: summary.domain, children: [{ id: 'subdomain', label: summary.subdomain, children: topics }] }];
}

/** View Summary (spec): a collapsible tree of domain, subdomain and topics, open at first; a spinner while it loads. */
export function ViewSummaryScreen() {
  const t = useCatalogText();
  usePageTitle(t('summary.title'));
  const summary = useSummary();
  const nodes = useMemo(() => (summary.data ? summaryTree(summary.data, t) : null), [summary.data, t]);
  return (
    <Screen $width="narrow">
      <header>
        <h1>{t('summary.title')}</h1>
        <p>{t('summary.lead')}</p>
      </header>
      {summary.isPending ? <Spinner label={t('summary.loading')} /> : null}
      {summary.isError ? <Alert kind="error">{summary.error.message}</Alert> : null}
      {nodes ? (
        <Panel>
          <Keys>{t('summary.keys')}</Keys>
          <Tree nodes={nodes} aria-label={t('summary.treeLabel')} />
        </Panel>
      ) : null}
    </Screen>
  );
}

const Panel = styled(Card).attrs({ $padding: 'sm', $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.md}; }
`;

const Keys = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
