import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type Dispatch,
  type ReactElement,
  type Ref,
  type SetStateAction,
  type SyntheticEvent,
} from 'react';

/** What the menu's button takes: Mantine's `Menu.Target` adds its own props and ref to these. */
export interface TMenuButtonProps {
  ref?: Ref<HTMLButtonElement>;
  onPointerEnter?: (event: SyntheticEvent<HTMLButtonElement>) => void;
  onFocus?: (event: SyntheticEvent<HTMLButtonElement>) => void;
  onClick?: (event: SyntheticEvent<HTMLButtonElement>) => void;
  onPointerDown?: (event: SyntheticEvent<HTMLButtonElement>) => void;
}

/** What the loaded menu gets besides its own props: its button, to put in its `Menu.Target`. */
export interface TDeferredMenuProps {
  target: ReactElement<TMenuButtonProps>;
}

type TButtonEvent = SyntheticEvent<HTMLButtonElement>;

/**
 * A menu (or popover) whose code loads when its button is first pointed at, focused or pressed: until
 * then the page renders the button alone. Menu and Popover with their dialogs were about 7 KB gzip of the
 * feed's first load, and a closed Menu in each of twenty post cards a good part of their render
 * (decision 014). The loaded menu renders the same button in its target; the focus stays on it through
 * the swap (the old one is gone), and a press whose click never reaches the replaced button opens the
 * menu once the code is there.
 *
 * `handlers` go on the button until the code is there, `ref` on the button the loaded menu renders.
 * Without `setOpened` the loaded menu opens on its button's click (Mantine's own), so a click before the
 * code clicks that button once it is there. With `setOpened` the caller keeps the open state (the
 * bell's Popover): a click toggles it, loaded or not, and a press before the code opens it with the code.
 */
export function useDeferredMenu<P extends object>({
  load,
  setOpened,
}: {
  load: () => Promise<ComponentType<P>>;
  setOpened?: Dispatch<SetStateAction<boolean>>;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  // The loaded menu's button (a callback ref), for the focus and the click that came before it.
  const [button, setButton] = useState<HTMLElement | null>(null);
  const ref: (element: HTMLElement | null) => void = setButton;
  const loading = useRef<Promise<void> | null>(null);
  const pending = useRef({ focus: false, open: false });
  // Pressed and not yet clicked: the code came between the press and the release, so the click will not
  // reach the button it started on (gone); the loaded menu opens instead.
  const pressed = useRef(false);

  const prepare = (placeholder: HTMLElement) => {
    loading.current ??= load().then(
      (component) => {
        pending.current.focus = document.activeElement === placeholder;
        if (pressed.current) {
          pressed.current = false;
          if (setOpened) setOpened(true);
          else pending.current.open = true;
        }
        setLoaded(() => component);
      },
      (error: unknown) => {
        loading.current = null;
        console.warn('Failed to load the menu', error);
      },
    );
  };

  useEffect(() => {
    // After the swap `button` may first still be the one it replaced (its ref callbacks update it a render later).
    if (!Loaded || !button?.isConnected) return;
    if (pending.current.focus) button.focus();
    if (pending.current.open) button.click();
    pending.current = { focus: false, open: false };
  }, [Loaded, button]);

  const handlers = {
    onPointerEnter: (event: TButtonEvent) => prepare(event.currentTarget),
    onFocus: (event: TButtonEvent) => prepare(event.currentTarget),
    onPointerDown: (event: TButtonEvent) => {
      pressed.current = true;
      prepare(event.currentTarget);
    },
    onClick: (event: TButtonEvent) => {
      pressed.current = false;
      if (setOpened) setOpened((opened) => !opened);
      else pending.current.open = true;
      prepare(event.currentTarget);
    },
  };
  return { Loaded, ref, handlers };
}

/**
 * A Mantine Menu whose code loads on first use (`useDeferredMenu`): `Button` renders alone until then,
 * and inside the loaded menu's `Menu.Target` after. `Button` passes its props (and ref) on to the element.
 */
export function DeferredMenu<P extends object>({
  load,
  Button,
  props,
}: {
  load: () => Promise<ComponentType<P & TDeferredMenuProps>>;
  Button: ComponentType<TMenuButtonProps>;
  props: P;
}) {
  const { Loaded: Menu, ref, handlers } = useDeferredMenu({ load });
  if (Menu) return <Menu {...props} target={<Button ref={ref} />} />;
  return <Button {...handlers} />;
}
