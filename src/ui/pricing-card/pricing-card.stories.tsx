import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../button';
import { PricingCard } from './pricing-card';

const meta = {
  title: 'UI/Pricing card',
  component: PricingCard,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  args: {
    name: 'Three months',
    price: '£49',
    validity: '3 Months',
    validityLabel: 'Validity',
    access: 'Every UKMLA and MRCP bank',
    accessLabel: 'Access',
    features: ['4,200 questions with explanations', 'Unlimited timed mocks', 'Proficiency by topic', 'Support within one working day'],
    featuresLabel: "What's included",
    action: (
      <ButtonLink to="/user-signup" block>
        Choose Three months
      </ButtonLink>
    ),
  },
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PenceAndManyFeatures: Story = {
  args: {
    price: '£129.99',
    features: [
      'Everything in Three months',
      'Twelve months of access',
      'Two full mock exams a month',
      'Printable revision notes',
      'Priority support',
      'Early access to new banks',
      'Study planner',
    ],
  },
};
export const WithoutAction: Story = { args: { action: undefined } };
