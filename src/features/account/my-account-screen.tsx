import styled from 'styled-components';
import { useProfile } from '../../api/profile';
import { usePageTitle } from '../../tenant/use-page-title';
import { Skeleton } from '../../ui/skeleton';
import { DetailsSection } from './components/details-section';
import { LanguageSection } from './components/language-section';
import { PasswordSection } from './components/password-section';
import { PictureSection } from './components/picture-section';
import { useAccountText } from './use-account-text';

/** My Account (spec): Upload Profile Picture, Basic Details, Password & Security. */
export function MyAccountScreen() {
  const t = useAccountText();
  const { data: user } = useProfile();
  usePageTitle(t('title'));
  return (
    <Page>
      <h1>{t('title')}</h1>
      {user ? (
        <>
          <PictureSection user={user} />
          <DetailsSection key={user._id} user={user} />
          <PasswordSection />
          <LanguageSection />
        </>
      ) : (
        <Skeleton height="20rem" radius="lg" />
      )}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 56rem;
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
`;
