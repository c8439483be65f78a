import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTenant } from '../../../tenant/tenant-context';
import { AboutSection } from './about-section';
import { HeroSection } from './hero-section';
import { PlansSection } from './plans-section';

/** The landing page's sections on their own, in the states the page passes them while it loads. */
function LandingSections({ loading }: { loading: boolean }) {
  const tenant = useTenant();
  return (
    <>
      <HeroSection homePage={loading ? undefined : tenant.hero} eyebrow={tenant.domain} fallbackHeading={tenant.name} loading={loading} />
      <AboutSection
        aboutUs={loading ? undefined : { aboutImage: null, description: `<p>${tenant.name} writes exam questions with explanations.</p>` }}
        loading={loading}
      />
      <PlansSection plans={undefined} loading={loading} />
    </>
  );
}

const meta = {
  title: 'Content/LandingSections',
  component: LandingSections,
  args: { loading: true },
} satisfies Meta<typeof LandingSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Skeletons in the shape of the hero, the about text and the plan cards: the page does not jump when they fill in. */
export const LoadingSkeletons: Story = {};

/** The hero and about text from the tenant's manifest. */
export const Loaded: Story = { args: { loading: false } };
