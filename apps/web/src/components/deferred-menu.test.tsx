import { Menu } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../lib/testing.tsx';
import { DeferredMenu, useDeferredMenu, type TDeferredMenuProps, type TMenuButtonProps } from './deferred-menu.tsx';

/** A `load` whose code arrives when the test says so. */
function controlledLoad<P extends object>() {
  let resolve: (component: ComponentType<P>) => void = () => undefined;
  const promise = new Promise<ComponentType<P>>((done) => (resolve = done));
  const load = vi.fn(() => promise);
  const arrive = async (component: ComponentType<P>) => {
    await act(async () => {
      resolve(component);
      await promise;
    });
  };
  return { load, arrive };
}

function TestButton(props: TMenuButtonProps) {
  return (
    <button type="button" aria-haspopup="menu" {...props}>
      Меню
    </button>
  );
}

function TestMenu({ target }: TDeferredMenuProps) {
  return (
    <Menu>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Профиль</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

describe('DeferredMenu', () => {
  it('renders the button alone, loads on focus and keeps the focus on the loaded menu’s button', async () => {
    const { load, arrive } = controlledLoad<TDeferredMenuProps>();
    const user = userEvent.setup();
    renderWithProviders(<DeferredMenu load={load} Button={TestButton} props={{}} />);
    const placeholder = screen.getByRole('button', { name: 'Меню' });
    expect(load).not.toHaveBeenCalled();

    await user.tab();
    expect(placeholder).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
    await arrive(TestMenu);

    const button = screen.getByRole('button', { name: 'Меню' });
    expect(button).not.toBe(placeholder);
    expect(button).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Профиль' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens once after a press that came before the code (its click never reaches the new button)', async () => {
    const { load, arrive } = controlledLoad<TDeferredMenuProps>();
    const user = userEvent.setup();
    renderWithProviders(<DeferredMenu load={load} Button={TestButton} props={{}} />);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Меню' }) });
    expect(load).toHaveBeenCalledTimes(1);
    await arrive(TestMenu);

    expect(screen.getByRole('menuitem', { name: 'Профиль' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens once after a click (Enter) that came before the code', async () => {
    const { load, arrive } = controlledLoad<TDeferredMenuProps>();
    const user = userEvent.setup();
    renderWithProviders(<DeferredMenu load={load} Button={TestButton} props={{}} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await arrive(TestMenu);

    expect(screen.getByRole('menuitem', { name: 'Профиль' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'true');
  });
});

type TTestPopoverProps = { opened: boolean; target: ReactElement };

/** A popover that shows what it is told, as the bell's does. */
function TestPopover({ opened, target }: TTestPopoverProps) {
  return (
    <div>
      {target}
      {opened ? <div role="dialog">Список</div> : null}
    </div>
  );
}

/** The bell's use of the hook: it keeps the open state and its button's click toggles it. */
function TestBell({ load }: { load: () => Promise<ComponentType<TTestPopoverProps>> }) {
  const [opened, setOpened] = useState(false);
  const { Loaded: Popover, ref, handlers } = useDeferredMenu({ load, setOpened });
  const button = (
    <button type="button" ref={ref} aria-haspopup="dialog" aria-expanded={opened} {...handlers}>
      Колокол
    </button>
  );
  return Popover ? <Popover opened={opened} target={button} /> : button;
}

describe('useDeferredMenu with its own open state', () => {
  it('opens through its own state on a click before the code, and toggles after', async () => {
    const { load, arrive } = controlledLoad<TTestPopoverProps>();
    const user = userEvent.setup();
    renderWithProviders(<TestBell load={load} />);
    const placeholder = screen.getByRole('button', { name: 'Колокол' });
    await user.click(placeholder);
    expect(placeholder).toHaveAttribute('aria-expanded', 'true');
    await arrive(TestPopover);

    const button = screen.getByRole('button', { name: 'Колокол' });
    expect(button).not.toBe(placeholder);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog')).toHaveTextContent('Список');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens once with the code after a press that came before it', async () => {
    const { load, arrive } = controlledLoad<TTestPopoverProps>();
    const user = userEvent.setup();
    renderWithProviders(<TestBell load={load} />);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Колокол' }) });
    expect(screen.getByRole('button', { name: 'Колокол' })).toHaveAttribute('aria-expanded', 'false');
    await arrive(TestPopover);

    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Колокол' })).toHaveAttribute('aria-expanded', 'true');
  });
});
