import styled from 'styled-components';
import { usePageTitle } from '../../tenant/use-page-title';
import { Card } from '../../ui/card';
import { RichText } from '../../ui/rich-text';
import { Screen } from '../../ui/screen';
import { Spinner } from '../../ui/spinner';
import { useHelpPage } from './api/get-help-page';
import { useHelpText } from './use-help-text';

/** Help (spec): the 'Help' header, then the provider's help page, or 'No Help content available'; load errors show nothing. */
export function HelpScreen() {
  const t = useHelpText();
  usePageTitle(t('title'));
  const help = useHelpPage();
  const page = help.data;
  // null: the load failed, and the spec shows nothing for that.
  const shown = page && page.message === 'OK' && page.title !== null && page.description !== null ? { title: page.title, html: page.description } : null;
  return (
    <Screen $width="narrow">
      <header>
        <h1>{t('title')}</h1>
      </header>
      {help.isPending ? <Spinner label={t('loading')} /> : null}
      {page && !shown ? <Empty>{t('noContent')}</Empty> : null}
      {shown ? (
        <Article aria-labelledby="help-title">
          <h2 id="help-title">{shown.title}</h2>
          <RichText html={shown.html} />
        </Article>
      ) : null}
    </Screen>
  );
}

const Article = styled(Card).attrs({ as: 'article', $padding: 'md', $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; overflow-wrap: anywhere; }
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.lg}; }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
`;
