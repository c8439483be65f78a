import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useNamespace } from '../i18n/use-namespace';
import strings from '../i18n/locales/en-GB/members.json';
import { useTenant } from '../tenant/tenant-context';
import { usePageTitle } from '../tenant/use-page-title';
import { Card } from '../ui/card';

/** A members-area screen a later issue builds, inside the members layout, saying so plainly. */
export function MembersNotBuiltScreen({ screen }: { screen: string }) {
  const { t } = useNamespace('members', strings);
  const { t: common } = useTranslation('common');
  const tenant = useTenant();
  const title = t('notBuilt.title', { screen: common(`screens.${screen}`) });
  usePageTitle(title);
  return (
    <Box>
      <h1>{title}</h1>
      <p>{t('notBuilt.body', { name: tenant.name })}</p>
    </Box>
  );
}

const Box = styled(Card)`
  max-width: 40rem;
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  p { color: ${({ theme }) => theme.color.text.muted}; }
`;
