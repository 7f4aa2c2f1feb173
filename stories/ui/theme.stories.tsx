import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import { Building2Icon, CircleHelpIcon, PhoneIcon, VideoIcon, type IconComponent } from '../../ui/icons/icons';
import { typeRoleNames, typeRoles } from '../../ui/theme/type-scale';
import { vars } from '../../ui/theme/vars.css';

/** The theme contract at a glance; the toolbar's Theme switch shows it light, dark or as the system says. */
const meta = {
  title: 'UI/Theme',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const column: CSSProperties = { display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' };
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: vars.space.md };
const swatch: CSSProperties = { width: '44px', height: '28px', flexShrink: 0, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.divider}` };

export const TypeScale: Story = {
  render: () => (
    <ul style={column} aria-label="Type scale">
      {typeRoleNames.map((role) => (
        <li key={role} style={{ ...typeRoles[role], margin: 0 }}>
          {role}: Next session Tue, Nov 24
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(typeRoleNames.length);
  },
};

const surfaces = ['background', 'surface', 'surfaceMuted', 'brandSoft', 'dangerSoft', 'chrome'] as const;
const inks = ['text', 'textMuted', 'brand', 'danger', 'border', 'focusRing', 'success', 'warning'] as const;

export const Colours: Story = {
  render: () => (
    <div style={{ ...column, gap: vars.space.xl }}>
      <ul style={column} aria-label="Surfaces">
        {surfaces.map((name) => (
          <li key={name} style={row}>
            <span aria-hidden="true" style={{ ...swatch, background: vars.color[name] }} />
            {name}
          </li>
        ))}
      </ul>
      <ul style={column} aria-label="Marks">
        {inks.map((name) => (
          <li key={name} style={row}>
            <span aria-hidden="true" style={{ ...swatch, background: vars.color[name] }} />
            {name}
          </li>
        ))}
      </ul>
      <div style={{ ...row, flexWrap: 'wrap' }}>
        <span style={{ padding: vars.space.sm, background: vars.color.brand, color: vars.color.textOnBrand, borderRadius: vars.radius.md }}>textOnBrand</span>
        <span style={{ padding: vars.space.sm, background: vars.color.danger, color: vars.color.textOnBrand, borderRadius: vars.radius.md }}>on danger</span>
        <span style={{ padding: vars.space.sm, background: vars.color.chrome, color: vars.color.textOnChrome, borderRadius: vars.radius.md }}>textOnChrome</span>
      </div>
    </div>
  ),
};

const locations: Array<{ kind: keyof typeof vars.color.location; label: string; Icon: IconComponent }> = [
  { kind: 'office', label: 'Office', Icon: Building2Icon },
  { kind: 'video', label: 'Video', Icon: VideoIcon },
  { kind: 'phone', label: 'Phone', Icon: PhoneIcon },
  { kind: 'other', label: 'Other', Icon: CircleHelpIcon },
];

/** A 4 px bar and an icon per location kind on a card, as the calendar draws them. */
export const LocationKinds: Story = {
  render: () => (
    <ul style={column} aria-label="Location kinds">
      {locations.map(({ kind, label, Icon }) => (
        <li
          key={kind}
          style={{
            ...row,
            padding: vars.space.md,
            background: vars.color.surface,
            borderRadius: vars.radius.md,
            borderLeft: `4px solid ${vars.color.location[kind]}`,
            boxShadow: vars.shadow.sm,
          }}
        >
          <Icon aria-hidden size={20} color={vars.color.location[kind]} />
          <span>{label} session, 10:00 – 10:50</span>
        </li>
      ))}
    </ul>
  ),
};
