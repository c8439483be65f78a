import styled from 'styled-components';
import { Card } from '../../../ui/card';
import { useMembershipText } from '../use-membership-text';
import { CalendarPlusIcon, UnlockIcon } from './membership-icons';
import { MembershipSection } from './membership-section';

const blurbs = [
  { key: 'unlock', Icon: UnlockIcon },
  { key: 'extend', Icon: CalendarPlusIcon },
] as const;

/** 'Why Upgrade?': Unlock All Features and Timeline Will Extend (body copy a tenant may override). */
export function WhyUpgrade() {
  const t = useMembershipText();
  return (
    <MembershipSection id="membership-why" heading={t('whyUpgrade.heading')}>
      <Blurbs>
        {blurbs.map(({ key, Icon }) => (
          <Blurb key={key}>
            <IconBox>
              <Icon size={22} />
            </IconBox>
            <div>
              <h3>{t(`whyUpgrade.${key}.title`)}</h3>
              <p>{t(`whyUpgrade.${key}.body`)}</p>
            </div>
          </Blurb>
        ))}
      </Blurbs>
    </MembershipSection>
  );
}

const Blurbs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
  h3 { font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin-top: ${({ theme }) => theme.space.xxs}; color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Blurb = styled(Card).attrs({ as: 'li', $padding: 'md', $shadow: 'none' })`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
`;

const IconBox = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand.subtle};
  color: ${({ theme }) => theme.color.brand.onSubtle};
`;
