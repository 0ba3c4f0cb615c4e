import type { PermissionDecision } from '@portineria/domain';
import { lockMessage } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { CSSProperties, ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { vars } from '../theme/vars.css.ts';
import { PermissionGate } from './PermissionGate.tsx';
import type { PermissionGateProps } from './PermissionGate.tsx';
import { PermissionGroupGate } from './PermissionGroupGate.tsx';

const allowed: PermissionDecision = { state: 'allowed' };
const locked: PermissionDecision = {
  state: 'locked',
  reason: 'not-permitted',
  message: lockMessage('not-permitted'),
};
const moduleDisabled: PermissionDecision = {
  state: 'locked',
  reason: 'module-disabled',
  message: lockMessage('module-disabled'),
};
const hidden: PermissionDecision = { state: 'hidden' };

const NOT_AVAILABLE = 'Funzionalità non disponibile';
const NOT_ENABLED = 'Funzionalità non abilitata';

const meta = {
  title: 'Permission/PermissionGate',
  component: PermissionGate,
  args: { decision: allowed, children: null },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PermissionGate>;
export default meta;

/** The gate's props plus the spies and group inputs the stories pass. */
type StoryArgs = PermissionGateProps & {
  onActivate?: () => void;
  onExport?: () => void;
  onEdit?: () => void;
  onOpen?: () => void;
  decisions?: PermissionDecision[];
  whenEmpty?: 'show' | 'lock' | 'hide';
};
type Story = StoryObj<StoryArgs>;

/** The body as the tooltip trigger: every overlay renders there. */
const body = () => within(document.body);

/** The element that wraps a locked feature and shows the tooltip when hovered. */
function lockedWrapper(canvasElement: HTMLElement): HTMLElement {
  const wrapper = canvasElement.querySelector<HTMLElement>('[data-permission="locked"]');
  if (!wrapper) throw new Error('No locked wrapper rendered');
  return wrapper;
}

async function expectTooltip(text: string) {
  const tooltip = await body().findByRole('tooltip');
  await expect(tooltip.textContent).toBe(text);
}

async function expectNoTooltip() {
  await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
}

// ——— Button (children mode: the button is wrapped, inert, with a focusable lock badge) ———

function NewButton({ onClick }: { onClick: () => void }) {
  return (
    <Button icon={<Plus size={18} aria-hidden />} onClick={onClick}>
      NUOVO
    </Button>
  );
}

const buttonRender: Story['render'] = (args) => (
  <PermissionGate {...args}>
    <NewButton onClick={args.onActivate ?? (() => {})} />
  </PermissionGate>
);

export const ButtonAllowed: Story = {
  name: 'Button: allowed',
  args: { decision: allowed, onActivate: fn() },
  render: buttonRender,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'NUOVO' });
    await userEvent.click(button);
    await expect(args.onActivate).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('[data-permission]')).toBeNull();
  },
};

export const ButtonLocked: Story = {
  name: 'Button: locked',
  args: { decision: locked, onActivate: fn() },
  render: buttonRender,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The locked content is inert, hence out of the accessibility tree: find it by its text.
    const button = canvas.getByText('NUOVO').closest('button');
    if (!button) throw new Error('No button');
    await expect(button.closest('[inert]')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onActivate).not.toHaveBeenCalled();

    // Hover shows the tooltip with the exact text.
    await userEvent.hover(lockedWrapper(canvasElement));
    await expectTooltip(NOT_AVAILABLE);
    // Escape closes it.
    await userEvent.keyboard('{Escape}');
    await expectNoTooltip();

    // Keyboard: Tab reaches the lock badge, whose focus shows the same tooltip.
    await userEvent.tab();
    const badge = canvas.getByRole('button', { name: NOT_AVAILABLE });
    await expect(badge).toHaveFocus();
    await expectTooltip(NOT_AVAILABLE);
    await userEvent.keyboard('{Escape}');
    await expectNoTooltip();
  },
};

export const ButtonModuleDisabled: Story = {
  name: 'Button: module disabled',
  args: { decision: moduleDisabled, onActivate: fn() },
  render: buttonRender,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(lockedWrapper(canvasElement)).toHaveAttribute('data-reason', 'module-disabled');
    const button = canvas.getByText('NUOVO').closest('button');
    if (!button) throw new Error('No button');
    await userEvent.click(button);
    await expect(args.onActivate).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: NOT_ENABLED })).toHaveFocus();
    await expectTooltip(NOT_ENABLED);
    // Closed for a stable final frame: the tooltip's shadow would overlap the focus ring.
    await userEvent.keyboard('{Escape}');
    await expectNoTooltip();
  },
};

export const ButtonHidden: Story = {
  name: 'Button: hidden',
  args: { decision: hidden, onActivate: fn() },
  render: buttonRender,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('NUOVO')).toBeNull();
    await expect(canvasElement.querySelector('[data-permission]')).toBeNull();
  },
};

/** Render prop: the button keeps its focus and shows the lock inside; the gate adds the tooltip. */
export const ButtonRenderProp: Story = {
  name: 'Button: locked, render prop',
  args: { decision: locked, onActivate: fn() },
  render: (args) => (
    <PermissionGate decision={args.decision}>
      {({ lockIcon, lockProps }) => (
        <Button
          variant="outlined"
          icon={lockIcon ?? <Pencil size={18} aria-hidden />}
          onClick={args.onActivate ?? (() => {})}
          {...lockProps}
        >
          MODIFICA
        </Button>
      )}
    </PermissionGate>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'MODIFICA' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(NOT_AVAILABLE);
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onActivate).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
    await expectTooltip(NOT_AVAILABLE);
    // Closed for a stable final frame: the tooltip's shadow would overlap the focus ring.
    await userEvent.keyboard('{Escape}');
    await expectNoTooltip();
  },
};

/** Labels are overridable, for another product's wording. */
export const ButtonCustomLabels: Story = {
  name: 'Test: custom labels and feature name',
  args: {
    decision: locked,
    onActivate: fn(),
    labels: { locked: 'Richiedi l’accesso al tuo amministratore' },
    featureLabel: 'NUOVO',
  },
  render: buttonRender,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'NUOVO: Richiedi l’accesso al tuo amministratore',
      }),
    ).toHaveFocus();
    await expectTooltip('Richiedi l’accesso al tuo amministratore');
    // Closed for a stable final frame: the tooltip's shadow would overlap the focus ring.
    await userEvent.keyboard('{Escape}');
    await expectNoTooltip();
  },
};

// ——— Menu item (render-prop mode inside a Radix dropdown menu) ———

const menuContent: CSSProperties = {
  minWidth: 220,
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
};
const menuItem: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  outline: 'none',
  cursor: 'pointer',
};

function ActionsMenu({
  decision,
  onExport,
  onEdit,
}: {
  decision: PermissionDecision;
  onExport: () => void;
  onEdit: () => void;
}) {
  return (
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outlined">Azioni</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content style={menuContent} sideOffset={4} align="start">
          <DropdownMenu.Item style={menuItem} onSelect={onEdit}>
            <Pencil size={16} aria-hidden />
            Modifica
          </DropdownMenu.Item>
          <PermissionGate decision={decision} layout="block" tooltipSide="right">
            {({ lockIcon, lockProps }) => (
              <DropdownMenu.Item
                style={{ ...menuItem, color: lockProps ? vars.color.textMuted : undefined }}
                onSelect={onExport}
                {...lockProps}
              >
                <Trash2 size={16} aria-hidden />
                Elimina
                <span style={{ marginLeft: 'auto', display: 'inline-flex' }}>{lockIcon}</span>
              </DropdownMenu.Item>
            )}
          </PermissionGate>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const noop = () => {};
const menuRender: Story['render'] = (args) => (
  <div style={{ minHeight: 160 }}>
    <ActionsMenu
      decision={args.decision}
      onExport={args.onExport ?? noop}
      onEdit={args.onEdit ?? noop}
    />
  </div>
);

export const MenuItemAllowed: Story = {
  name: 'Menu item: allowed',
  args: { decision: allowed, onExport: fn(), onEdit: fn() },
  render: menuRender,
  play: async ({ args }) => {
    const item = await body().findByRole('menuitem', { name: 'Elimina' });
    await expect(item).not.toHaveAttribute('aria-disabled');
    await userEvent.click(item);
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    // Selecting closes the menu, focus returns to the trigger.
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

export const MenuItemLocked: Story = {
  name: 'Menu item: locked',
  args: { decision: locked, onExport: fn(), onEdit: fn() },
  render: menuRender,
  play: async ({ args }) => {
    const item = await body().findByRole('menuitem', { name: 'Elimina' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toHaveAccessibleDescription(NOT_AVAILABLE);
    await userEvent.click(item);
    await expect(args.onExport).not.toHaveBeenCalled();
    await expect(body().getByRole('menu')).toBeVisible();
    // The locked item stays reachable with the arrows (its focus shows the tooltip) and Enter
    // does nothing.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(body().getByRole('menuitem', { name: 'Modifica' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item).toHaveFocus());
    await expectTooltip(NOT_AVAILABLE);
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).not.toHaveBeenCalled();
    await expect(body().getByRole('menu')).toBeVisible();
  },
};

export const MenuItemModuleDisabled: Story = {
  name: 'Menu item: module disabled',
  args: { decision: moduleDisabled, onExport: fn(), onEdit: fn() },
  render: menuRender,
  play: async ({ args }) => {
    const item = await body().findByRole('menuitem', { name: 'Elimina' });
    await expect(item).toHaveAccessibleDescription(NOT_ENABLED);
    await userEvent.hover(item);
    await expectTooltip(NOT_ENABLED);
    await userEvent.click(item);
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

export const MenuItemHidden: Story = {
  name: 'Menu item: hidden',
  args: { decision: hidden, onExport: fn(), onEdit: fn() },
  render: menuRender,
  play: async () => {
    await body().findByRole('menuitem', { name: 'Modifica' });
    await expect(body().queryByRole('menuitem', { name: 'Elimina' })).toBeNull();
    await expect(body().getAllByRole('menuitem')).toHaveLength(1);
  },
};

// ——— Card (children mode, block layout: the badge sits on the card's corner) ———

const card: CSSProperties = {
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
};

function CalendarCard({ onOpen }: { onOpen: () => void }) {
  return (
    <section style={card} aria-labelledby="card-title">
      <h3 id="card-title" style={{ margin: 0, fontSize: vars.font.size.lg }}>
        Eventi del calendario
      </h3>
      <p style={{ margin: `${vars.space.sm} 0 ${vars.space.md}`, color: vars.color.textMuted }}>
        Mostra gli eventi aggiunti al calendario giorno per giorno.
      </p>
      <Button variant="text" onClick={onOpen}>
        Apri il calendario
      </Button>
    </section>
  );
}

// A block gate takes its container's width, like a card in a dashboard cell.
const cardRender: Story['render'] = (args) => (
  <div style={{ width: 320 }}>
    <PermissionGate {...args} layout="block">
      <CalendarCard onOpen={args.onOpen ?? noop} />
    </PermissionGate>
  </div>
);

export const CardAllowed: Story = {
  name: 'Card: allowed',
  args: { decision: allowed, onOpen: fn() },
  render: cardRender,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Apri il calendario' }),
    );
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const CardLocked: Story = {
  name: 'Card: locked',
  args: { decision: locked, onOpen: fn(), featureLabel: 'Eventi del calendario' },
  render: cardRender,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByText('Apri il calendario').closest('button');
    if (!open) throw new Error('No button');
    await userEvent.click(open);
    await expect(args.onOpen).not.toHaveBeenCalled();
    // The card's own button is out of the tab order: the first stop is the lock badge.
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: `Eventi del calendario: ${NOT_AVAILABLE}` }),
    ).toHaveFocus();
    await expectTooltip(NOT_AVAILABLE);
  },
};

export const CardModuleDisabled: Story = {
  name: 'Card: module disabled',
  args: { decision: moduleDisabled, onOpen: fn() },
  render: cardRender,
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByText('Eventi del calendario'));
    await expectTooltip(NOT_ENABLED);
  },
};

export const CardHidden: Story = {
  name: 'Card: hidden',
  args: { decision: hidden, onOpen: fn() },
  render: cardRender,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Eventi del calendario')).toBeNull();
  },
};

// ——— Group (PermissionGroupGate over domain's permissionGroupState) ———

const toolbar: CSSProperties = { display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' };

function Toolbar({
  decisions,
  children,
}: {
  decisions: PermissionDecision[];
  children?: ReactNode;
}) {
  const labels = ['NUOVO', 'ESPORTA', 'ELIMINA'];
  return (
    <div role="toolbar" aria-label="Azioni sugli ordini" style={toolbar}>
      {decisions.map((decision, index) => (
        <PermissionGate key={labels[index]} decision={decision}>
          <Button variant="outlined">{labels[index]}</Button>
        </PermissionGate>
      ))}
      {children}
    </div>
  );
}

const groupRender: Story['render'] = ({ decisions = [], whenEmpty }) => (
  <div style={{ maxWidth: 480 }}>
    <PermissionGroupGate
      decisions={decisions}
      whenEmpty={whenEmpty}
      featureLabel="Azioni sugli ordini"
    >
      <div style={card}>
        <Toolbar decisions={decisions} />
      </div>
    </PermissionGroupGate>
  </div>
);

export const GroupVisible: Story = {
  name: 'Group: allowed (one child allowed)',
  args: { decisions: [allowed, locked, hidden], whenEmpty: 'lock' },
  render: groupRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'NUOVO' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: NOT_AVAILABLE })).toBeInTheDocument();
    await expect(canvas.queryByText('ELIMINA')).toBeNull();
  },
};

export const GroupLocked: Story = {
  name: 'Group: locked (empty, locked as a whole)',
  args: { decisions: [locked, locked, hidden], whenEmpty: 'lock' },
  render: groupRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: `Azioni sugli ordini: ${NOT_AVAILABLE}` }),
    ).toHaveFocus();
    await expectTooltip(NOT_AVAILABLE);
  },
};

export const GroupModuleDisabled: Story = {
  name: 'Group: module disabled (empty, locked as a whole)',
  args: { decisions: [moduleDisabled, locked], whenEmpty: 'lock' },
  render: groupRender,
  play: async ({ canvasElement }) => {
    await userEvent.hover(lockedWrapper(canvasElement));
    await expectTooltip(NOT_ENABLED);
  },
};

export const GroupHidden: Story = {
  name: 'Group: hidden (all children hidden)',
  args: { decisions: [hidden, hidden, hidden], whenEmpty: 'lock' },
  render: groupRender,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull();
  },
};

export const GroupEmptyShown: Story = {
  name: 'Test: empty group shown as is',
  args: { decisions: [locked, moduleDisabled], whenEmpty: 'show' },
  render: groupRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar')).toBeVisible();
    await expect(canvas.getByRole('button', { name: NOT_AVAILABLE })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: NOT_ENABLED })).toBeInTheDocument();
  },
};

export const GroupEmptyHidden: Story = {
  name: 'Test: empty group hidden by the caller',
  args: { decisions: [locked, locked], whenEmpty: 'hide' },
  render: groupRender,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull();
  },
};

export const GroupRenderProp: Story = {
  name: 'Test: group render prop receives the state',
  args: { decisions: [locked, hidden] },
  render: (args) => (
    <PermissionGroupGate decisions={args.decisions ?? []}>
      {({ groupState, decision }) => (
        <p data-testid="group-state">
          {groupState} / {decision.state} / {decision.reason}
        </p>
      )}
    </PermissionGroupGate>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('group-state')).toHaveTextContent(
      'empty / locked / not-permitted',
    );
  },
};
