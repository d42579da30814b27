import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
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

/**
 * A Mantine Menu whose code loads when its button is first pointed at or focused: until then the page
 * renders the button alone. Menu and Popover with their dialogs were about 7 KB gzip of the feed's first load,
 * and a closed Menu in each of twenty post cards a good part of their render (decision 014). The loaded
 * menu renders the same button inside its `Menu.Target`; the focus stays on it through the swap, and a
 * click (or a press) that came before the code opens the menu once it is there, as Mantine's own click does.
 * `Button` passes its props (and ref) on to the element.
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
  const [Menu, setMenu] = useState<ComponentType<P & TDeferredMenuProps> | null>(null);
  // The loaded menu's button (a callback ref), for the focus and the click that came before it.
  const [button, setButton] = useState<HTMLElement | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const pending = useRef({ focus: false, open: false });
  // Pressed and not yet clicked: the code came between the press and the release, so the click will not
  // reach the button it started on (gone); the loaded menu opens instead.
  const pressed = useRef(false);

  const prepare = (placeholder: HTMLElement) => {
    loading.current ??= load().then(
      (component) => {
        pending.current.focus = document.activeElement === placeholder;
        if (pressed.current) pending.current.open = true;
        setMenu(() => component);
      },
      (error: unknown) => {
        loading.current = null;
        console.warn('Failed to load the menu', error);
      },
    );
  };

  useEffect(() => {
    if (!Menu || !button?.isConnected) return;
    if (pending.current.focus) button.focus();
    if (pending.current.open) button.click();
    pending.current = { focus: false, open: false };
  }, [Menu, button]);

  if (Menu) return <Menu {...props} target={<Button ref={setButton} />} />;
  return (
    <Button
      onPointerEnter={(event) => prepare(event.currentTarget)}
      onFocus={(event) => prepare(event.currentTarget)}
      onPointerDown={(event) => {
        pressed.current = true;
        prepare(event.currentTarget);
      }}
      onClick={(event) => {
        pressed.current = false;
        pending.current.open = true;
        prepare(event.currentTarget);
      }}
    />
  );
}
