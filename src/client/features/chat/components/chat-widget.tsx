import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { blockingOverlayOpen, placeLauncher, readControls, readTextEnds } from '../lib/launcher-placement.ts';
import { loadChatPanel, whenIdle } from '../lib/load-chat-panel.ts';

const ChatPanel = lazy(loadChatPanel);

export const CHAT_PANEL_ID = 'chat-panel';

/** Shown for the moment the panel's code takes to arrive after the first click. */
function PanelPlaceholder({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-[5.25rem] z-[60] flex h-[500px] max-h-[calc(100dvh-6.25rem)] items-center justify-center rounded-2xl bg-ivory text-sm text-stone shadow-2xl ring-1 ring-gold/30 sm:right-6 sm:bottom-[5.75rem] sm:left-auto sm:w-96 sm:max-h-[calc(100dvh-6.75rem)]"
    >
      {label}
    </div>
  );
}

/** The launcher's side and its distance from the corner: 48 px and 16 px on phones, 56 px and 24 px from `sm`. */
const PHONE = { size: 48, inset: 16 };
const WIDE = { size: 56, inset: 24 };
const WIDE_QUERY = '(min-width: 640px)';
/** Free space kept between the launcher and any control. */
const GAP = 8;
/** It rises at most this share of the screen's height above its corner; beyond, it hides until the page moves. */
const MAX_LIFT_SHARE = 0.4;

interface LauncherPlace {
  dx: number;
  lift: number;
  hidden: boolean;
}
const CORNER: LauncherPlace = { dx: 0, lift: 0, hidden: false };
const HIDDEN: LauncherPlace = { dx: 0, lift: 0, hidden: true };

/**
 * Where the launcher sits now: `dx` px left of and `lift` px above its corner so that it covers no control of
 * the page (lib/launcher-placement.ts), or hidden: no free place near the bottom, or a dialog or the mobile menu
 * is open. Each reading lays the page out, so:
 * - the first one waits until the browser is idle (the launcher shows then; on a throttled phone, readings on
 *   every change while the page hydrated cost 300 ms of its main thread);
 * - a scroll or a resize reads it again at the next frame (the launcher moves with the page);
 * - a change of the page (a part rendered, an image or a transition ending) and a timer every second, for
 *   changes nothing announces, read it again once the browser is idle, at most 250 ms later.
 */
function useLauncherPlacement(panelOpen: boolean): LauncherPlace {
  // Out of sight until the first reading.
  const [place, setPlace] = useState<LauncherPlace>(HIDDEN);
  useEffect(() => {
    if (panelOpen) {
      // The open panel sits above the launcher, which is its close button: both stay where they are.
      setPlace(CORNER);
      return;
    }
    let frame = 0;
    let cancelIdle: (() => void) | null = null;
    const wide = window.matchMedia(WIDE_QUERY);
    const update = () => {
      if (frame) window.cancelAnimationFrame(frame);
      frame = 0;
      cancelIdle?.();
      cancelIdle = null;
      if (blockingOverlayOpen()) {
        setPlace((p) => (p.hidden ? p : HIDDEN));
        return;
      }
      const viewport = {
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      };
      const { size, inset } = wide.matches ? WIDE : PHONE;
      const maxLift = Math.round(viewport.height * MAX_LIFT_SHARE);
      // The bottom of the screen across its width: a launcher moved left along the bottom avoids what is there.
      const band = {
        left: 0,
        right: viewport.width,
        top: viewport.height - inset - maxLift - size - GAP,
        bottom: viewport.height,
      };
      const spot = placeLauncher({
        viewport,
        size,
        inset,
        gap: GAP,
        maxLift,
        controls: [...readControls(band, viewport), ...readTextEnds(band, viewport)],
      });
      const next = spot ? { ...spot, hidden: false } : HIDDEN;
      setPlace((p) => (p.dx === next.dx && p.lift === next.lift && p.hidden === next.hidden ? p : next));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const settle = () => {
      if (!frame && !cancelIdle) cancelIdle = whenIdle(update, 250);
    };
    cancelIdle = whenIdle(update, 1500);
    const observer = new MutationObserver(settle);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden', 'open', 'data-state', 'aria-expanded'],
    });
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('transitionend', settle, true);
    document.addEventListener('animationend', settle, true);
    // An image or a map tile arriving moves the page under the launcher.
    document.addEventListener('load', settle, true);
    wide.addEventListener('change', schedule);
    const timer = window.setInterval(settle, 1000);
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      cancelIdle?.();
      observer.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', settle, true);
      document.removeEventListener('animationend', settle, true);
      document.removeEventListener('load', settle, true);
      wide.removeEventListener('change', schedule);
      window.clearInterval(timer);
    };
  }, [panelOpen]);
  return place;
}

function Widget() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (hidden when closed): a reply on its way is not lost.
  const [loaded, setLoaded] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const place = useLauncherPlacement(open);

  // The panel's code is fetched when a visitor reaches for the launcher (a pointer over it, a touch, the
  // keyboard's focus), not with every page: most visits never open it.
  const prefetch = () => void loadChatPanel();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) launcherRef.current?.focus();
  }, []);

  const toggle = () => {
    setLoaded(true);
    setOpen((o) => !o);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    close(true);
  };

  return (
    <div data-chat-widget="" data-print="hide" onKeyDown={onKeyDown}>
      {loaded && (
        <Suspense fallback={open ? <PanelPlaceholder label={t('panel.loading')} /> : null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcherRef}
        type="button"
        onClick={toggle}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        aria-expanded={open}
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        aria-label={open ? t('launcher.close') : t('launcher.open')}
        title={open ? t('launcher.close') : t('launcher.open')}
        data-testid="chat-launcher"
        data-placement={place.hidden ? 'hidden' : place.dx || place.lift ? 'moved' : 'corner'}
        style={
          place.dx || place.lift ? { transform: `translate(-${place.dx}px, -${place.lift}px)` } : undefined
        }
        className={cn(
          'fixed right-4 bottom-4 z-[60] inline-flex size-12 items-center justify-center rounded-full bg-ink text-gold shadow-[0_12px_32px_-8px_rgb(0_0_0/0.55)] ring-1 ring-gold/50 transition-[color,background-color,opacity] hover:bg-ink-soft hover:text-gold-light sm:right-6 sm:bottom-6 sm:size-14',
          place.hidden && 'pointer-events-none invisible opacity-0',
        )}
      >
        {open ? (
          <X className="size-6" aria-hidden />
        ) : (
          <MessageCircle className="size-6" aria-hidden strokeWidth={1.75} />
        )}
      </button>
    </div>
  );
}

/** The floating chat on every page: a launcher (bottom right) and, from the first open, the lazy panel. */
export function ChatWidget() {
  return (
    <Suspense fallback={null}>
      <Widget />
    </Suspense>
  );
}
