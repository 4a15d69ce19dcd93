import {
  type ElementType,
  type ReactNode,
  type RefObject,
  type TransitionEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

// `@docusaurus/theme-common`'s Collapsible and useCollapsible, which a site's FAQ accordions and swizzled
// sidebars build on: a box hidden while collapsed, its height animated as Docusaurus animates it.

const COLLAPSED = { display: 'none', overflow: 'hidden', height: '0px' };
const EXPANDED = { display: 'block', overflow: 'visible', height: 'auto' };

interface Animation {
  duration?: number;
  easing?: string;
}

interface CollapsibleProps {
  as?: ElementType;
  collapsed: boolean;
  children?: ReactNode;
  animation?: Animation;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
  className?: string;
  disableSSRStyle?: boolean;
  lazy?: boolean;
}

/** theme-common's useCollapsible: a collapsed state starting at `initialState`, with its setter and a toggle. */
export function useCollapsible({ initialState }: { initialState?: boolean | (() => boolean) } = {}) {
  const [collapsed, setCollapsed] = useState<boolean>(initialState ?? false);
  const toggleCollapsed = useCallback(() => setCollapsed((was) => !was), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

function settle(box: HTMLElement, collapsed: boolean): void {
  Object.assign(box.style, collapsed ? COLLAPSED : EXPANDED);
}

/** Docusaurus' (Material UI's) duration for a height: longer for a taller box. */
function autoDuration(height: number): number {
  const ratio = height / 36;
  return Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10);
}

/** From the box's height to 0 or back, one frame apart so the browser sees both ends. */
function useCollapseAnimation(ref: RefObject<HTMLElement | null>, collapsed: boolean, animation: Animation | undefined) {
  const mounted = useRef(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    if (!mounted.current) {
      mounted.current = true;
      settle(box, collapsed);
      return;
    }
    const toFullHeight = () => {
      const height = box.scrollHeight;
      box.style.transition = `height ${animation?.duration ?? autoDuration(height)}ms ${animation?.easing ?? 'ease-in-out'}`;
      box.style.height = `${height}px`;
    };
    box.style.willChange = 'height';
    let frame = requestAnimationFrame(() => {
      if (collapsed) {
        toFullHeight();
        frame = requestAnimationFrame(() => Object.assign(box.style, { height: COLLAPSED.height, overflow: COLLAPSED.overflow }));
      } else {
        box.style.display = 'block';
        frame = requestAnimationFrame(toFullHeight);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, collapsed, animation]);
}

function CollapsibleBox({
  as: As = 'div',
  collapsed,
  children,
  animation,
  onCollapseTransitionEnd,
  className,
  disableSSRStyle,
}: CollapsibleProps) {
  const ref = useRef<HTMLElement>(null);
  // the first state as a style of its own (Docusaurus' server-rendered one), so a collapsed box never shows first
  const [firstStyle] = useState(() => (disableSSRStyle ? undefined : collapsed ? COLLAPSED : EXPANDED));
  useCollapseAnimation(ref, collapsed, animation);
  return (
    <As
      ref={ref}
      style={firstStyle}
      className={className}
      onTransitionEnd={(event: TransitionEvent<HTMLElement>) => {
        if (event.propertyName !== 'height' || !ref.current) return;
        settle(ref.current, collapsed);
        onCollapseTransitionEnd?.(collapsed);
      }}
    >
      {children}
    </As>
  );
}

/** A lazy one renders its children only once first expanded, then collapses as any other. */
function LazyCollapsibleBox({ collapsed, ...props }: CollapsibleProps) {
  const [mounted, setMounted] = useState(!collapsed);
  const [shownCollapsed, setShownCollapsed] = useState(collapsed);
  useLayoutEffect(() => {
    if (!collapsed) setMounted(true);
  }, [collapsed]);
  useLayoutEffect(() => {
    if (mounted) setShownCollapsed(collapsed);
  }, [mounted, collapsed]);
  return mounted ? <CollapsibleBox {...props} collapsed={shownCollapsed} /> : null;
}

/** theme-common's Collapsible: `children` in an `as` box (a div unless said), hidden while `collapsed`. */
export function Collapsible({ lazy, ...props }: CollapsibleProps) {
  return lazy ? <LazyCollapsibleBox {...props} /> : <CollapsibleBox {...props} />;
}
