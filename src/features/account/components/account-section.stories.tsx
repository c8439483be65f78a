import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft } from '../../../../.storybook/story-helpers';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { AccountSection, Actions, FormGrid } from './account-section';

const meta = {
  title: 'Account/AccountSection',
  component: AccountSection,
  args: {
    id: 'example-heading',
    heading: 'Basic Details',
    children: (
      <FormGrid noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField label="First name" value="Priya" onChange={() => undefined} />
        <TextField label="Last name" value="Natarajan" onChange={() => undefined} hint="As on your exam registration." />
        <div className="wide">
          <TextField label="Email" type="email" value="priya.natarajan@example.com" onChange={() => undefined} disabled />
        </div>
        <Actions>
          <Button type="submit">Save Changes</Button>
        </Actions>
      </FormGrid>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled panel of My Account with its form grid: two fields a row from medium screens, lined up by their inputs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region', { name: 'Basic Details' })[0]).toBeVisible();
  },
};

/** Only text in the panel. */
export const TextOnly: Story = { args: { heading: 'Upload Profile Picture', children: <p>JPEG, PNG, WebP, GIF, AVIF or HEIC, up to 5 MB.</p> } };

export const LongHeading: Story = {
  args: { heading: 'Password & Security: change the password you use to sign in on every device' },
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = { decorators: [rightToLeft] };
