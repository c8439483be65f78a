import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Accordion } from '../../../ui/accordion';
import { Section } from '../../../ui/section';
import type { Faq } from '../api/get-faqs';

/** The FAQ accordion: one entry open at a time. The caller hides it when there are no FAQs. */
export function FaqSection({ faqs }: { faqs: Faq[] }) {
  const { t } = useTranslation('content');
  return (
    <Section id="faq" heading={t('faq.heading')}>
      <Narrow>
        <Accordion items={faqs.map((faq) => ({ id: faq._id, title: faq.question, content: faq.answer }))} />
      </Narrow>
    </Section>
  );
}

const Narrow = styled.div`
  max-width: 48rem;
  margin: 0 auto;
`;
