import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import * as icons from './icons';

/** Every icon of the library at its default size, in the current text colour, named for designers. */
function IconGallery({ size }: { size?: number }) {
  return (
    <Grid>
      {Object.entries(icons).map(([name, Icon]) => (
        <Tile key={name}>
          <Icon size={size} />
          <code>{name}</code>
        </Tile>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'UI/Icons',
  component: IconGallery,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {};
export const Large: Story = { args: { size: 32 } };

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Tile = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
