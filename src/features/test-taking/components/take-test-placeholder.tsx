import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTenant } from '../../../tenant/tenant-context';
import { Skeleton, SkeletonFor } from '../../../ui/skeleton';
import { useTakeTestText } from '../lib/use-take-test-text';
import { TakeTestHeader } from './take-test-header';
import { Body, Layout } from './take-test-layout';

/**
 * Take test before its attempt is here: the header's room (the header itself, laid out but not
 * shown, so the question card does not move when it comes), the question card's and the
 * palette's beside it on wide screens (on phones the palette comes below the card, whose height
 * a placeholder cannot know, so it would move). `question` takes the question card's place (the
 * first screen's stand-in question).
 */
export function TakeTestPlaceholder({ question }: { question?: ReactNode }) {
  const t = useTakeTestText();
  const tenant = useTenant();
  return (
    <Layout aria-busy="true">
      <SkeletonFor>
        <TakeTestHeader
          title={t('title', { name: tenant.name })}
          date={'\u00a0'}
          missing={0}
          attempted={0}
          secondsLeft={0}
          allottedMinutes={60}
          saveStatus="saved"
        />
      </SkeletonFor>
      <Body>
        {question ?? <QuestionRoom />}
        <PaletteRoom height="16rem" radius="lg" />
      </Body>
    </Layout>
  );
}

/** The question card's room while it loads. */
export function QuestionRoom() {
  return <Skeleton height="24rem" radius="lg" />;
}

const PaletteRoom = styled(Skeleton)`
  display: none;
  ${({ theme }) => theme.media.lg} { display: block; }
`;
