import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar, avatarSizes, avatarTone, avatarTones } from '../../ui/avatar/avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Priya Shah', size: 'md', decorative: true },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Beside the name in text it is decorative: hidden from assistive technology, showing the initials. */
export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
      <Avatar {...args} />
      <span>{args.name}</span>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-avatar]');
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    await expect(avatar).toHaveTextContent('PS');
  },
};

/** Standing alone it is an image named by the name. */
export const Standalone: Story = {
  args: { name: 'Álvarez, José', decorative: false, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Álvarez, José' })).toHaveTextContent('JÁ');
  },
};

const names = ['Priya Shah', 'Adler, Hannah', 'Team meeting', 'Tuesday support group', 'Sam Okafor', 'Zoë', 'Ngozi Okonkwo-Adeyemi', 'Dr. Elena Rivera'];

/** Sizes, and the tone each name always gets. */
export const Gallery: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        {avatarSizes.map((size) => (
          <Avatar key={size} name="Priya Shah" size={size} />
        ))}
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {names.map((name) => (
          <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Avatar name={name} />
            <span>
              {name} ({avatarTone(name)})
            </span>
          </li>
        ))}
      </ul>
    </div>
  ),
  play: async () => {
    // Stable: the same name gives the same tone every time.
    for (const name of names) await expect(avatarTone(name)).toBe(avatarTone(` ${name.toUpperCase()} `));
    await expect(avatarTones).toContain(avatarTone('Priya Shah'));
  },
};
