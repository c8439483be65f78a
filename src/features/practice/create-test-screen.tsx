import { usePageTitle } from '../../tenant/use-page-title';
import { useTenant } from '../../tenant/tenant-context';
import { Alert } from '../../ui/alert';
import { Screen } from '../../ui/screen';
import { Skeleton } from '../../ui/skeleton';
import { useCreateTestOptions } from './api/get-create-test-options';
import { useMyTests } from './api/get-my-tests';
import { CreateTestForm } from './components/create-test-form';
import { MyTests } from './components/my-tests';
import { usePracticeText } from './lib/use-practice-text';

/** Create Test (route /menu/create-test): build a test from the practice pool, and the learner's own tests below. */
export function CreateTestScreen() {
  const t = usePracticeText();
  const { features } = useTenant();
  usePageTitle(t('createTest.title'));
  return (
    <Screen>
      <header>
        <h1>{t('createTest.title')}</h1>
        <p>{t('createTest.lead')}</p>
      </header>
      {features.createTest ? <Builder /> : <Alert>{t('createTest.off')}</Alert>}
      <MyTestsPanel />
    </Screen>
  );
}

function Builder() {
  const t = usePracticeText();
  const options = useCreateTestOptions();
  if (options.isPending) {
    return (
      <div role="status" aria-label={t('createTest.loading')}>
        <Skeleton height="16rem" radius="lg" />
      </div>
    );
  }
  if (options.isError) return <Alert kind="error">{t('createTest.failed')}</Alert>;
  return <CreateTestForm options={options.data} />;
}

// Its own query, so that its answer redraws it alone.
function MyTestsPanel() {
  const myTests = useMyTests();
  return <MyTests tests={myTests.data} loading={myTests.isPending} />;
}
