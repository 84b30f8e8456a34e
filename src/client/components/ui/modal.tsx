import { X } from 'lucide-react';
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title (a status badge). */
  aside?: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** default: 32 rem; medium: 36 rem (a booking with its live map); wide: 48 rem (an application's details). */
  size?: 'default' | 'medium' | 'wide';
  /** The element that gets focus back on close (the button that opened the dialog, while it still exists). */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** The element focused on opening (else the first focusable one). */
  initialFocus?: () => HTMLElement | null | undefined;
  /** For confirmation dialogs: a click outside does not dismiss them. */
  modalOnly?: boolean;
  /** While true, nothing closes the dialog (Esc, a click outside, the close buttons): a request is running. */
  locked?: boolean;
  testId?: string;
}

const CloseContext = createContext<() => void>(() => {});

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const tabbables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);

/** The open dialogs' layers, the last on top: only it is reachable; the page scrolls again when none is left. */
const layers: HTMLElement[] = [];
const inertByUs = new Set<Element>();

/** Everything but the top dialog leaves the keyboard's, the pointer's and the screen reader's reach. */
function isolateTop() {
  for (const el of inertByUs) el.removeAttribute('inert');
  inertByUs.clear();
  const top = layers[layers.length - 1];
  document.documentElement.style.overflow = top ? 'hidden' : '';
  if (!top) return;
  for (const el of document.body.children) {
    if (el === top || el.hasAttribute('inert')) continue;
    el.setAttribute('inert', '');
    inertByUs.add(el);
  }
}

/**
 * Accessible modal: a `role="dialog"` with `aria-modal`, named by its title, described by its description. While
 * open, the rest of the page is inert (out of reach of Tab, pointer and screen reader) and does not scroll; focus
 * moves into the dialog and stays there (Tab and Shift+Tab wrap); Esc or a click outside closes it; focus goes back
 * to its trigger. A sheet from the bottom on phones. Above the chat launcher (z-60), under the toasts (z-100).
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalLayer {...props} />, document.body);
}

function ModalLayer({
  onOpenChange,
  title,
  description,
  aside,
  children,
  footer,
  size = 'default',
  returnFocusTo,
  initialFocus,
  modalOnly = false,
  locked = false,
  testId,
}: ModalProps) {
  const { t } = useTranslation('common');
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const scope = useId();
  const titleId = `${scope}-title`;
  const descriptionId = `${scope}-description`;
  const downOutside = useRef(false);
  // The latest callbacks, read by the open/close effect that runs once.
  const latest = useRef({ onOpenChange, returnFocusTo, initialFocus, locked });
  latest.current = { onOpenChange, returnFocusTo, initialFocus, locked };

  const close = () => {
    if (!latest.current.locked) latest.current.onOpenChange(false);
  };

  useLayoutEffect(() => {
    const layer = layerRef.current;
    const panel = panelRef.current;
    if (!layer || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    layers.push(layer);
    isolateTop();
    const target = latest.current.initialFocus?.() ?? tabbables(panel)[0] ?? panel;
    target.focus();
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      isolateTop();
      const back = latest.current.returnFocusTo?.() ?? opener;
      if (back?.isConnected) back.focus();
    };
  }, []);

  // Another layer opened later (a toast's portal, a map's popup) must not stay reachable behind the dialog.
  useEffect(() => {
    const observer = new MutationObserver(isolateTop);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, []);

  /**
   * A dialog opened from inside this one (a confirmation over a booking's details) is portalled to the body, yet
   * React bubbles its events through this layer: they are the other dialog's, never this one's (its Esc, its
   * "Go back", a click on it would close this one too). Only events in this layer's own DOM count.
   */
  const ours = (e: { target: EventTarget | null }) =>
    e.target instanceof Node && layerRef.current?.contains(e.target) === true;

  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (!ours(e) || layers[layers.length - 1] !== layerRef.current) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = tabbables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === panelRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const outside = (e: { target: EventTarget | null }) =>
    !(e.target instanceof Node && panelRef.current?.contains(e.target));

  return (
    <CloseContext.Provider value={close}>
      <div
        ref={layerRef}
        data-modal-layer=""
        onKeyDown={onKeyDown}
        onPointerDown={(e) => {
          downOutside.current = ours(e) && outside(e);
        }}
        onClick={(e: ReactMouseEvent) => {
          if (!modalOnly && downOutside.current && ours(e) && outside(e)) close();
          downOutside.current = false;
        }}
      >
        <div aria-hidden className="fixed inset-0 z-[70] bg-ink/70 backdrop-blur-[2px]" />
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          data-testid={testId}
          className={cn(
            'fixed inset-x-2 bottom-2 z-[70] flex max-h-[calc(100dvh-1rem)] flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-2xl ring-1 ring-ink/10 focus:outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100vw-3rem)] sm:-translate-x-1/2 sm:-translate-y-1/2',
            size === 'wide' ? 'sm:max-w-3xl' : size === 'medium' ? 'sm:max-w-xl' : 'sm:max-w-lg',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-ink/8 px-5 pt-5 pb-4 sm:px-7 sm:pt-6">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <h2
                  id={titleId}
                  className="font-display text-2xl leading-tight font-semibold text-ink lining-nums sm:text-3xl"
                >
                  {title}
                </h2>
                {aside}
              </div>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm break-words text-stone">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={close}
              disabled={locked}
              className="-mt-1 -mr-2 shrink-0 rounded-full p-2 text-stone transition-colors hover:bg-ink/5 hover:text-ink disabled:opacity-50"
              aria-label={t('modal.close')}
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-7">{children}</div>
          {footer && (
            <div className="flex flex-wrap-reverse justify-end gap-2 border-t border-ink/8 bg-ivory/60 px-5 py-4 sm:px-7 [&>*]:grow sm:[&>*]:grow-0">
              {footer}
            </div>
          )}
        </div>
      </div>
    </CloseContext.Provider>
  );
}

/** Makes its one child (a button) close the dialog it is in, after the child's own onClick. */
export function ModalClose({
  children,
}: {
  children: ReactElement<{ onClick?: (e: ReactMouseEvent) => void }>;
}) {
  const close = useContext(CloseContext);
  if (!isValidElement(children)) return children;
  const own = children.props.onClick;
  return cloneElement(children, {
    onClick: (e: ReactMouseEvent) => {
      own?.(e);
      if (!e.defaultPrevented) close();
    },
  });
}
